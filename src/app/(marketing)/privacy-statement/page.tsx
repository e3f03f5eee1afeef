import { ContentRoute, contentMetadata } from "../_content/content-route";

export const generateMetadata = () => contentMetadata("privacy-statement");

export default function Page() {
  return <ContentRoute name="privacy-statement" />;
}
