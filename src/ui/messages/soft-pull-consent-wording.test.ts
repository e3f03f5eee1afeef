import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SOFT_PULL_CONSENT_WORDINGS } from "@/domain/prequal/soft-pull-consent";
import { messagesFor } from "./catalogues";

/**
 * The fingerprint of each consent's words at its current version. Stored consents name a version;
 * words changed under the same version would make them lie about what was agreed to. Change the
 * words, give them a new version in src/domain/prequal/soft-pull-consent.ts, then update this.
 */
const FINGERPRINTS: Record<string, string> = {
  "prequal.credit.consent@2026-11-24": "d815bb2a862b0a2c085a79aaa85a728860fe7de4b38b4ef2af8d9b5ce02a8f8e",
  "prequal.coborrower.consent@2026-11-24": "d39102be282160a75819603464c89de908acb57a8b5b2c9fb5b7563ad8fe1aa4",
  "initialSetup.creditScore.consent@2026-11-24":
    "947fdef70565e3c6e7ae53326b1a9c1b285c621e55e094c66aa68bdfaf0c13fc",
  "initialSetup.coborrower.consent@2026-11-24":
    "972c0363dd49f998464e637790092e63ca4eb5e30afd3d4621b2f98dcbf88bd9",
};

function wordsAt(key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messagesFor("en"));
}

describe("soft-pull consent words and their versions (decision 036)", () => {
  it.each(Object.entries(SOFT_PULL_CONSENT_WORDINGS))(
    "%s: the words are those of its version, and name the lender from its settings",
    (_, wording) => {
      const words = wordsAt(wording.key);
      expect(typeof words).toBe("string");
      expect(words).toContain("{lender}");
      expect(words).not.toMatch(/Keystone/);
      const fingerprint = createHash("sha256").update(String(words)).digest("hex");
      expect(fingerprint, `${wording.key} changed: give it a new version`).toBe(
        FINGERPRINTS[`${wording.key}@${wording.version}`],
      );
    },
  );
});
