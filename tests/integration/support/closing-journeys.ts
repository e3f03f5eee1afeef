import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { memoryMail } from "@/integrations/mail/memory";
import { sessionCookieName } from "@/server/auth/realms";
import { applications, documents } from "@/server/db/schema";
import { disclosureDownload } from "@/server/notices/disclosure-download";
import { pageTexts } from "@/server/notices/pdf-text.test-support";
import { mailCoborrowerInvitationHandler } from "@/server/services/closing/mail-coborrower-invitation";
import { applicantAt, DECLARATIONS, DEMOGRAPHICS } from "../application/declarations-world";
import { APPLICANT_PASSWORD, type AuthWorld } from "../auth/auth-world";
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

/**
 * GET /app/application/sign/<file> (the borrower's) or /app/coborrower/<file> (the coborrower's)
 * as `browser` sends it (its session cookie).
 */
export function signStepFile(
  world: AuthWorld,
  file: string,
  browser?: Browser,
  signer: "borrower" | "coborrower" = "borrower",
) {
  const api = world.api;
  const session = browser?.sessionCookie("applicant");
  const cookie = session ? `${sessionCookieName("applicant", api.runtime.secure)}=${session}` : undefined;
  const page = signer === "borrower" ? "/app/application/sign" : "/app/coborrower";
  return disclosureDownload(
    new Request(`${ORIGIN}${page}/${file}`, { headers: cookie ? { cookie } : {} }),
    file,
    {
      auth: async () => api.runtime,
      prequal: async () => api.prequal,
      signer,
    },
  );
}

/** Opens the access-check PDF and reads the code printed in it, as the signer does. */
export async function consentCodeFromPdf(
  world: AuthWorld,
  browser: Browser,
  signer: "borrower" | "coborrower" = "borrower",
): Promise<string> {
  const response = await signStepFile(world, "consent-check.pdf", browser, signer);
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

/** An applicant whose disclosures are signed: their status is identityVerification (decision 041). */
export async function applicantAtIdentityVerification(
  world: AuthWorld,
  options: Parameters<typeof applicantAtDisclosures>[1] = {},
) {
  const applicant = await consentedApplicant(world, options);
  const first = options.borrower?.firstName ?? "Ann";
  const last = options.borrower?.lastName ?? "Lee";
  await applicant.browser.trpc.disclosures.sign.mutate({ signature: `${first} ${last}`, agree: true });
  return applicant;
}

/**
 * A photo of one side of an ID as the upload pipeline leaves it: the bytes in the file store, the
 * row in `documents` (the tus endpoint is the uploads area's, tested there).
 */
export async function uploadIdPhoto(
  world: AuthWorld,
  applicationId: string,
  photo: {
    documentType: string;
    side: "front" | "back";
    bytes?: Uint8Array;
    /** Whose ID and who filed it (the coborrower's own, decision 044); the borrower's by default. */
    borrower?: "main" | "coborrower";
    uploadedBy?: string;
  },
) {
  const bytes =
    photo.bytes ?? new Uint8Array(Buffer.from(`${photo.documentType} ${photo.side} ${randomUUID()}`));
  const storageKey = randomUUID();
  await world.api.documents.storage.put(storageKey, bytes, {
    contentType: "image/jpeg",
    byteSize: bytes.length,
  });
  const [row] = await world.api.prequal.db
    .insert(documents)
    .values({
      applicationId,
      documentType: photo.documentType,
      borrower: photo.borrower ?? "main",
      side: photo.side,
      displayName: `${photo.documentType}-${photo.side}.jpg`,
      contentType: "image/jpeg",
      byteSize: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      storageKey,
      status: "ready",
      uploadedBy: photo.uploadedBy ?? "applicant:test",
    })
    .returning({ id: documents.id });
  if (!row) throw new Error("the ID photo was not recorded");
  return row.id;
}

/**
 * The coborrower invitation's token for `applicationId`, read from the message its job mails
 * (decision 068): the job is run here, as the queue would after the commit.
 */
export async function invitationToken(world: AuthWorld, applicationId: string): Promise<string> {
  const mail = memoryMail();
  await mailCoborrowerInvitationHandler({ ...world.api.prequal, mail, siteUrl: ORIGIN })({ applicationId });
  const link = mail.sent.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
  const callback = link ? new URL(link).searchParams.get("callbackUrl") : null;
  const token = callback ? new URL(callback, ORIGIN).searchParams.get("invitation") : null;
  if (!token) throw new Error(`No invitation was mailed for application ${applicationId}`);
  return token;
}

/** The invited person creating their own account, in their own name, with the invited address. */
export async function ownAccount(world: AuthWorld, person: Person): Promise<Browser> {
  const b = world.browser();
  const { email, firstName, lastName, phone } = person;
  await b.trpc.identity.signUp.mutate({ email, firstName, lastName, phone, password: APPLICANT_PASSWORD });
  const answer = await b.signIn("applicant", { email, token: world.mailedCode(email) });
  if (answer.error !== null) throw new Error(`The coborrower could not sign in: ${answer.error}`);
  return b;
}

/** The coborrower on their own account, having accepted the invitation of `applicationId`. */
export async function coborrowerAccepted(world: AuthWorld, applicationId: string, coborrower: Person) {
  const b = await ownAccount(world, coborrower);
  await b.trpc.coborrowerSigning.accept.mutate({ token: await invitationToken(world, applicationId) });
  return b;
}
