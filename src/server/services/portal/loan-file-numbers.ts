import {
  ASSET_ACCOUNT_TYPE_LABELS,
  accountNumberKey,
  accountNumberMasked,
  type StoredAssetAccount,
} from "@/domain/application/assets";
import type { PersonalInfoRecord } from "@/domain/application/personal-info";
import { maskBankAccountNumber } from "@/domain/format/bank-account-number";
import { maskRoutingNumber } from "@/domain/format/routing-number";
import { formatSsnMasked } from "@/domain/format/ssn";
import type { SensitiveNumberKey } from "@/domain/portal/loan-file-inputs";
import { decryptField } from "@/server/security/field-crypto";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { identityOnFile } from "@/server/services/application/identity-on-file";
import { openSectionSensitive, type StoredSection } from "@/server/services/application/section-store";
import { type InstructionRow, sealContext } from "@/server/services/closing/disbursement-instruction";

/** A number the loan file shows masked, by the key a reveal names it with (decision 085). */
export type MaskedNumber = { key: string; label: string; masked: string };

const WHO_WORDS = { borrower: "Borrower", coborrower: "Coborrower" } as const;

const sectionOf = (sections: readonly StoredSection[], section: string, who: string) =>
  sections.find((s) => s.section === section && s.who === who);

/**
 * A borrower's SSN's last four: as step 1 kept them in clear, else opened from where the SSN is
 * sealed (the credit check's, or step 1's), to mask at once.
 */
function ssnLastFour(
  ctx: ApplicationContext,
  sections: readonly StoredSection[],
  who: "borrower" | "coborrower",
) {
  const section = sectionOf(sections, "personalInfo", who);
  const info = section?.data as PersonalInfoRecord | undefined;
  if (info?.ssnLastFour) return info.ssnLastFour;
  const sensitive = section ? openSectionSensitive(ctx.deps.fieldKey, ctx.application.id, section) : {};
  return identityOnFile(ctx, who, sensitive).ssn?.slice(-4) ?? null;
}

const assetsOf = (sections: readonly StoredSection[]) =>
  (sectionOf(sections, "realEstate", "application")?.data as { assets?: StoredAssetAccount[] } | undefined)
    ?.assets ?? [];

/** Every number the file masks: the borrowers' SSNs, the asset accounts, the funding account. */
export function maskedNumbers(
  ctx: ApplicationContext,
  sections: readonly StoredSection[],
  instruction: InstructionRow | null,
): MaskedNumber[] {
  const ssns = (["borrower", "coborrower"] as const).flatMap((who) => {
    const lastFour = ssnLastFour(ctx, sections, who);
    return lastFour
      ? [{ key: `ssn:${who}`, label: `${WHO_WORDS[who]}’s SSN`, masked: formatSsnMasked(lastFour) }]
      : [];
  });
  const assets = assetsOf(sections).map((a) => ({
    key: `asset:${a.accountId}`,
    label: `${a.institution}, ${ASSET_ACCOUNT_TYPE_LABELS[a.accountType]}`,
    masked: accountNumberMasked(a.accountNumberLastFour),
  }));
  const funds = instruction
    ? [
        {
          key: "funds:routing",
          label: "Funding account’s routing number",
          masked: maskRoutingNumber(instruction.routingNumberLastFour),
        },
        {
          key: "funds:account",
          label: "Funding account’s number",
          masked: maskBankAccountNumber(instruction.accountNumberLastFour),
        },
      ]
    : [];
  return [...ssns, ...assets, ...funds];
}

/** The full number a key names, opened from where it is sealed; null when the file has no such number. */
export function openNumber(
  ctx: ApplicationContext,
  key: SensitiveNumberKey,
  sections: readonly StoredSection[],
  instruction: InstructionRow | null,
): string | null {
  const { fieldKey } = ctx.deps;
  const appId = ctx.application.id;
  if (key.kind === "ssn") {
    const section = sectionOf(sections, "personalInfo", key.who);
    const sensitive = section ? openSectionSensitive(fieldKey, appId, section) : {};
    return identityOnFile(ctx, key.who, sensitive).ssn ?? null;
  }
  if (key.kind === "asset") {
    const section = sectionOf(sections, "realEstate", "application");
    if (!section || !assetsOf(sections).some((a) => a.accountId === key.accountId)) return null;
    return openSectionSensitive(fieldKey, appId, section)[accountNumberKey(key.accountId)] ?? null;
  }
  if (!instruction) return null;
  return key.which === "account"
    ? decryptField(fieldKey, instruction.accountNumberEncrypted, sealContext(appId, "account_number"))
    : decryptField(fieldKey, instruction.routingNumberEncrypted, sealContext(appId, "routing_number"));
}
