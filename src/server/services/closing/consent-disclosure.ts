import { createHash } from "node:crypto";
import { contentPage } from "@/server/content/markdown-content";

let version: Promise<{ version: string }> | undefined;

/**
 * The ESIGN consumer disclosure in force: the `/e-consent` page as people read it. Its version is
 * the SHA-256 of that text, so a changed disclosure is a new version and consent is asked again
 * (decision 038). Content does not change while the server runs, so it is hashed once.
 */
export function currentConsentDisclosure(): Promise<{ version: string }> {
  version ??= contentPage("e-consent").then((page) => ({
    version: createHash("sha256").update(`${page.title}\n${page.html}`).digest("hex"),
  }));
  return version;
}
