import { ContentRoute, contentMetadata } from "@/features/marketing/content-route";

export const generateMetadata = () => contentMetadata("privacy-statement");

export default function Page() {
  return <ContentRoute name="privacy-statement" />;
}
