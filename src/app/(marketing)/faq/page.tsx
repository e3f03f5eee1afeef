import { ContentRoute, contentMetadata } from "../_content/content-route";

export const generateMetadata = () => contentMetadata("faq");

export default function Page() {
  return <ContentRoute name="faq" />;
}
