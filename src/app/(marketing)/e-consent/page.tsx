import { ContentRoute, contentMetadata } from "../_content/content-route";

export const generateMetadata = () => contentMetadata("e-consent");

export default function Page() {
  return <ContentRoute name="e-consent" />;
}
