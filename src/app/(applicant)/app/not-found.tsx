import type { Metadata } from "next";
import { MissingPageScreen } from "@/features/missing-page/missing-page-screen";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return <MissingPageScreen />;
}
