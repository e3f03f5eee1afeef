import { lenderIdentity, sandboxesInUse } from "@/env";
import type { ShellSettings } from "@/ui/shell/site-shell";

/** The lender's identity and the sandboxes in use, read on the server (at build, for public pages). */
export function shellSettings(): ShellSettings {
  return { lender: lenderIdentity(), sandboxes: sandboxesInUse() };
}
