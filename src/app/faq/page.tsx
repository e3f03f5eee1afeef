import { ContentRoute, contentMetadata } from "@/features/marketing/content-route";

export const generateMetadata = () => contentMetadata("faq");

export default function Page() {
  return <ContentRoute name="faq" />;
}
