import { z } from "zod";
import { parseEmail } from "@/domain/format/email";
import { inputFromParser } from "@/domain/format/inputs";
import { formatPhone, parsePhone } from "@/domain/format/phone";
import { type UsStateCode, usStateName } from "@/domain/format/us-states";

/**
 * Who the lender is, as pages, legal notices and the footer name it. Public pages are prerendered,
 * so these are build-time settings (src/env/build-time-settings.mjs). The defaults are demo values
 * the UI labels as such; DEPLOYMENT=live refuses them (src/env.ts).
 */
const LENDER_DEMO_DEFAULTS = {
  LENDER_LEGAL_NAME: "Keystone Home Credit (demo lender)",
  LENDER_NMLS_ID: "demo",
  LENDER_LICENSED_STATES: "DE",
  LENDER_EMAIL: "support@keystone-home-credit.demo",
  LENDER_PHONE: "(302) 555-0100",
  LENDER_ADDRESS: "100 Main Street, Suite 400, Wilmington, DE 19801",
} as const;

export type LenderSettingName = keyof typeof LENDER_DEMO_DEFAULTS;
export const LENDER_SETTINGS = Object.keys(LENDER_DEMO_DEFAULTS) as LenderSettingName[];

/** "PA, nj,DE" -> ["PA", "NJ", "DE"]: two-letter codes from the domain's list of states. */
const licensedStates = z.string().transform((text, ctx): UsStateCode[] => {
  const codes = [...new Set(text.split(",").map((code) => code.trim().toUpperCase()))].filter(Boolean);
  const unknown = codes.filter((code) => !/^[A-Z]{2}$/.test(code) || !usStateName(code));
  if (codes.length === 0 || unknown.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `list two-letter US state codes separated by commas (not ${unknown.join(", ") || "empty"})`,
    });
    return z.NEVER;
  }
  return codes as UsStateCode[];
});

const text = z.string().trim().min(1).max(200);

export const lenderSettingsShape = {
  LENDER_LEGAL_NAME: text.prefault(LENDER_DEMO_DEFAULTS.LENDER_LEGAL_NAME),
  LENDER_NMLS_ID: z
    .string()
    .trim()
    .regex(/^(demo|\d{1,10})$/, "an NMLS ID is digits only")
    .prefault(LENDER_DEMO_DEFAULTS.LENDER_NMLS_ID),
  LENDER_LICENSED_STATES: licensedStates.prefault(LENDER_DEMO_DEFAULTS.LENDER_LICENSED_STATES),
  LENDER_EMAIL: inputFromParser(parseEmail).prefault(LENDER_DEMO_DEFAULTS.LENDER_EMAIL),
  LENDER_PHONE: inputFromParser(parsePhone)
    .transform(formatPhone)
    .prefault(LENDER_DEMO_DEFAULTS.LENDER_PHONE),
  LENDER_ADDRESS: text.prefault(LENDER_DEMO_DEFAULTS.LENDER_ADDRESS),
};

const lenderSettingsSchema = z.object(lenderSettingsShape);
type LenderSettings = z.output<typeof lenderSettingsSchema>;
const demoValues: LenderSettings = lenderSettingsSchema.parse({});

/** True when the setting holds its demo default (after parsing, so " de " is the demo "DE"). */
export function isDemoLenderValue(name: LenderSettingName, settings: LenderSettings): boolean {
  return JSON.stringify(settings[name]) === JSON.stringify(demoValues[name]);
}

export interface LenderIdentity {
  legalName: string;
  /** Digits, or "demo". */
  nmlsId: string;
  licensedStates: readonly UsStateCode[];
  email: string;
  /** Formatted for display, e.g. (302) 555-0100 (spec §5). */
  phone: string;
  address: string;
  /** Some values are demo defaults: pages say "demo values" beside them. */
  demoValues: boolean;
}

export function lenderIdentityFrom(settings: LenderSettings): LenderIdentity {
  return {
    legalName: settings.LENDER_LEGAL_NAME,
    nmlsId: settings.LENDER_NMLS_ID,
    licensedStates: settings.LENDER_LICENSED_STATES,
    email: settings.LENDER_EMAIL,
    phone: settings.LENDER_PHONE,
    address: settings.LENDER_ADDRESS,
    demoValues: LENDER_SETTINGS.some((name) => isDemoLenderValue(name, settings)),
  };
}
