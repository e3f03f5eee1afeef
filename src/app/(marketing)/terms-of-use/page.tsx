import { ContentRoute, contentMetadata } from "../_content/content-route";

export const generateMetadata = () => contentMetadata("terms-of-use");

export default function Page() {
  return <ContentRoute name="terms-of-use" />;
}
