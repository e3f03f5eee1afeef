import { ContentRoute, contentMetadata } from "@/features/marketing/content-route";

export const generateMetadata = () => contentMetadata("license");

export default function Page() {
  return <ContentRoute name="license" />;
}
