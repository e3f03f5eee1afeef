import { ContentRoute, contentMetadata } from "../_content/content-route";

export const generateMetadata = () => contentMetadata("license");

export default function Page() {
  return <ContentRoute name="license" />;
}
