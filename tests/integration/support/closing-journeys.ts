import { eq } from "drizzle-orm";
import { sessionCookieName } from "@/server/auth/realms";
import { applications } from "@/server/db/schema";
import { disclosureDownload } from "@/server/notices/disclosure-download";
import { pageTexts } from "@/server/notices/pdf-text.test-support";
import { applicantAt, DECLARATIONS, DEMOGRAPHICS } from "../application/declarations-world";
import type { AuthWorld } from "../auth/auth-world";
import { ORIGIN } from "./api-client";
import type { Browser } from "./auth-client";
import type { Person } from "./prequal-journeys";

/**
 * An applicant who confirmed the application summary, their application put at status
 * `disclosures` (the summary's completion leads there once merged: closing-steps'
 * `afterApplicationCompleted`).
 */
export async function applicantAtDisclosures(
  world: AuthWorld,
  options: {
    borrower?: Person;
    coborrower?: Person;
    beforeCompletion?: (applicationId: string) => Promise<void>;
  } = {},
) {
  const applicant = await applicantAt(world, "demographics", options);
  const { browser, ctx } = applicant;
  const whos = options.coborrower ? (["borrower", "coborrower"] as const) : (["borrower"] as const);
  for (const who of whos) {
    await browser.trpc.application.demographics.save.mutate({ who, version: 0, answers: DEMOGRAPHICS });
    await browser.trpc.application.declarations.save.mutate({ who, version: 0, answers: DECLARATIONS });
  }
  await options.beforeCompletion?.(ctx.application.id);
  await browser.trpc.application.summary.complete.mutate();
  await world.api.prequal.db
    .update(applications)
    .set({ applicationStatus: "disclosures", statusOrder: 22 })
    .where(eq(applications.id, ctx.application.id));
  return applicant;
}

/** GET /app/application/sign/<file> as `browser` sends it (its session cookie). */
export function signStepFile(world: AuthWorld, file: string, browser?: Browser) {
  const api = world.api;
  const session = browser?.sessionCookie("applicant");
  const cookie = session ? `${sessionCookieName("applicant", api.runtime.secure)}=${session}` : undefined;
  return disclosureDownload(
    new Request(`${ORIGIN}/app/application/sign/${file}`, { headers: cookie ? { cookie } : {} }),
    file,
    { auth: async () => api.runtime, prequal: async () => api.prequal },
  );
}

/** Opens the access-check PDF and reads the code printed in it, as the applicant does. */
export async function consentCodeFromPdf(world: AuthWorld, browser: Browser): Promise<string> {
  const response = await signStepFile(world, "consent-check.pdf", browser);
  if (response.status !== 200)
    throw new Error(`consent-check.pdf answered ${response.status}: ${await response.text()}`);
  const text = (await pageTexts(new Uint8Array(await response.arrayBuffer()))).flat().join("\n");
  const spaced = text.match(/^([A-Z0-9] ){5}[A-Z0-9]$/m)?.[0];
  if (!spaced) throw new Error(`no code in the PDF: ${text}`);
  return spaced.replace(/ /g, "");
}

/** An applicant at disclosures who consented: their disclosures are delivered. */
export async function consentedApplicant(
  world: AuthWorld,
  options: Parameters<typeof applicantAtDisclosures>[1] = {},
) {
  const applicant = await applicantAtDisclosures(world, options);
  const code = await consentCodeFromPdf(world, applicant.browser);
  await applicant.browser.trpc.esign.consent.mutate({ code });
  return applicant;
}
