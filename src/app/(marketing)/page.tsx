import { HomePage } from "@/features/marketing/home-page";

export default function Page() {
  return <HomePage />;
}
