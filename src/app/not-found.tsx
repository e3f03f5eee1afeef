import type { Metadata } from "next";
import { NotFoundView } from "@/features/marketing/not-found-view";
import { SiteShell } from "@/ui/shell/site-shell";
import { shellSettings } from "./_shell/shell-settings";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <SiteShell {...shellSettings()}>
      <NotFoundView />
    </SiteShell>
  );
}
