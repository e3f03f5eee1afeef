import type { LendingSystem } from "@/domain/enums/lending-systems";
import type { Settings } from "@/env";

/** Each lending system's API address setting: set, the system is the real one. */
export const LOS_API_URL: Record<LendingSystem, (s: Settings) => string | undefined> = {
  encompass: (s) => s.ENCOMPASS_API_URL,
  lendingPad: (s) => s.LENDINGPAD_API_URL,
  byte: (s) => s.BYTE_API_URL,
};

/**
 * Every port whose adapter is chosen from settings, with the settings that choose it and whether
 * that choice is the sandbox. Each chooser (src/integrations/<port>/index.ts) asks `isSandbox` here,
 * so the adapter in use, the start-up refusal under DEPLOYMENT=live, the start-up log and the demo
 * banner cannot disagree. Identity and income register here as they arrive; their `selectedBy`
 * settings belong in src/env/build-time-settings.mjs (the banner is prerendered).
 */
interface AdapterChoice {
  selectedBy: readonly (keyof Settings)[];
  isSandbox(settings: Settings): boolean;
}

export const ADAPTER_CHOICES = {
  captcha: {
    selectedBy: ["RECAPTCHA_SECRET_KEY"],
    isSandbox: (s) => !s.RECAPTCHA_SECRET_KEY,
  },
  // No vendor adapter yet, so always the sandbox: a live deployment refuses to start until one is
  // written, chosen by its own settings here and in the port's index.ts.
  creditBureau: { selectedBy: [], isSandbox: () => true },
  valuation: { selectedBy: [], isSandbox: () => true },
  incomeVerification: { selectedBy: [], isSandbox: () => true },
  bankStatements: { selectedBy: [], isSandbox: () => true },
  identityVerification: { selectedBy: [], isSandbox: () => true },
  insuranceVerification: { selectedBy: [], isSandbox: () => true },
  // Decision 080: new applications go to LENDING_SYSTEM; its demo sandbox unless its API is set.
  lendingSystem: {
    selectedBy: ["LENDING_SYSTEM", "ENCOMPASS_API_URL", "LENDINGPAD_API_URL", "BYTE_API_URL"],
    isSandbox: (s) => !LOS_API_URL[s.LENDING_SYSTEM](s),
  },
} as const satisfies Record<string, AdapterChoice>;

export type SandboxName = keyof typeof ADAPTER_CHOICES;

/** The ports served by their offline sandbox under these settings, e.g. ["captcha"]. */
export function activeSandboxes(settings: Settings): SandboxName[] {
  return (Object.keys(ADAPTER_CHOICES) as SandboxName[]).filter((name) =>
    ADAPTER_CHOICES[name].isSandbox(settings),
  );
}

/** The start-up log's line: which sandboxes serve this demo deployment, or none. */
export function announceSandboxes(
  settings: Settings,
  logger: { warn(object: object, message: string): void },
) {
  const sandboxes = activeSandboxes(settings);
  if (sandboxes.length === 0) return;
  logger.warn(
    { sandboxes },
    `Demo deployment: sandboxes active for ${sandboxes.join(", ")}; no real checks are made. ` +
      "Configure the real adapters and set DEPLOYMENT=live before taking real traffic.",
  );
}
