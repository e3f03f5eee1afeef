import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { CERTIFICATE_TITLE } from "@/integrations/e-signature/sandbox";
import {
  applications,
  auditEvents,
  disclosureDeliveries,
  disclosureDocuments,
  disclosureSignatures,
  esignConsents,
} from "@/server/db/schema";
import { pageTexts } from "@/server/notices/pdf-text.test-support";
import { priceApplication } from "@/server/services/prequal/price-application";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { applicationContextOf } from "../support/application-sections";
import { TEST_USER_AGENT } from "../support/auth-client";
import {
  applicantAtDisclosures,
  consentCodeFromPdf,
  consentedApplicant,
  signStepFile,
} from "../support/closing-journeys";
import { person } from "../support/prequal-journeys";

// A mutable consent text version, so a test can change the disclosure in force.
const consentText = { version: "v1-test" };
const it_ = prequalWorldForEachTest({
  prequal: { consentDisclosure: async () => ({ version: consentText.version }) },
});
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const SIGN = { signature: "Ann Lee", agree: true as const };

const auditActions = async (applicationId: string) =>
  (
    await it_.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `application:${applicationId}`))
  ).map((e) => e.action);

describe("ESIGN consent comes first (15 U.S.C. 7001(c))", () => {
  it("refuses every call before the summary is confirmed, with a sentence", async () => {
    const { applicantAt } = await import("../application/declarations-world");
    const { browser } = await applicantAt(it_.world, "demographics");
    expect(await refusalOf(browser.trpc.disclosures.status.query())).toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("confirm your application"),
    });
    expect((await signStepFile(it_.world, "consent-check.pdf", browser)).status).toBe(403);
  });

  it("serves and signs no disclosure before consent", async () => {
    consentText.version = "v1-test";
    const { browser } = await applicantAtDisclosures(it_.world);
    const status = await browser.trpc.disclosures.status.query();
    expect(status.consent.state).toBe("needed");
    expect(status.documents).toEqual([]);
    expect((await signStepFile(it_.world, "heloc-program-disclosure.pdf", browser)).status).toBe(403);
    expect(await refusalOf(browser.trpc.disclosures.sign.mutate(SIGN))).toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("type the code"),
    });
  });

  it("prints the same code however often the PDF is opened, and that code consents (decision 045)", async () => {
    const { browser } = await applicantAtDisclosures(it_.world);
    const first = await consentCodeFromPdf(it_.world, browser);
    expect(await consentCodeFromPdf(it_.world, browser)).toBe(first);
    expect(await consentCodeFromPdf(it_.world, browser)).toBe(first);
    const other = await applicantAtDisclosures(it_.world, { borrower: person("Lee", { firstName: "Ben" }) });
    expect(await consentCodeFromPdf(it_.world, other.browser)).not.toBe(first);
    expect((await browser.trpc.esign.consent.mutate({ code: first })).givenAt).toBeInstanceOf(Date);
  });

  it("refuses a wrong code with a sentence, and limits guesses to 5 in 15 minutes", async () => {
    const { browser } = await applicantAtDisclosures(it_.world);
    const code = await consentCodeFromPdf(it_.world, browser);
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    for (let i = 0; i < 5; i++)
      expect(await refusalOf(browser.trpc.esign.consent.mutate({ code: wrong }))).toMatchObject({
        code: "BAD_REQUEST",
        fieldErrors: { code: [expect.stringContaining("doesn’t match")] },
      });
    expect(await refusalOf(browser.trpc.esign.consent.mutate({ code }))).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringContaining("Too many tries of the code."),
    });
  });

  it("records who consented, when, from which address and browser, and the version; delivers the disclosures with the Reg Z deadline", async () => {
    const { browser, ctx } = await applicantAtDisclosures(it_.world);
    const code = await consentCodeFromPdf(it_.world, browser);
    const given = await browser.trpc.esign.consent.mutate({ code: code.toLowerCase() });
    const [consent] = await it_.db
      .select()
      .from(esignConsents)
      .where(eq(esignConsents.applicationId, ctx.application.id));
    expect(consent).toMatchObject({
      signerRole: "borrower",
      applicantId: ctx.application.applicantId,
      address: browser.address,
      userAgent: TEST_USER_AGENT,
      version: consentText.version,
    });
    expect(consent?.codeHash).not.toContain(code);
    expect(consent?.givenAt?.toISOString()).toBe(given.givenAt.toISOString());
    const [delivery] = await it_.db
      .select()
      .from(disclosureDeliveries)
      .where(eq(disclosureDeliveries.applicationId, ctx.application.id));
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, ctx.application.id));
    expect(delivery?.deliveredAt.toISOString()).toBe(given.givenAt.toISOString());
    expect(delivery?.applicationTakenAt.toISOString()).toBe(row?.applicationCompletedAt?.toISOString());
    const { businessDaysAfter } = await import("@/domain/closing/business-days");
    expect(delivery?.deliveryDeadline).toBe(
      businessDaysAfter(delivery?.applicationTakenAt as Date, 3)
        .toISOString()
        .slice(0, 10),
    );
    const status = await browser.trpc.disclosures.status.query();
    expect(status.delivery?.deadline).toBe(delivery?.deliveryDeadline);
    expect(await auditActions(ctx.application.id)).toEqual(
      expect.arrayContaining(["esign.consentGiven", "disclosures.delivered"]),
    );
  });

  it("records a withdrawal; afterwards no disclosure is served and the screen is told paper copies are mailed", async () => {
    const { browser, ctx } = await consentedApplicant(it_.world);
    await browser.trpc.esign.withdrawConsent.mutate();
    const [consent] = await it_.db
      .select()
      .from(esignConsents)
      .where(eq(esignConsents.applicationId, ctx.application.id));
    expect(consent?.withdrawnAt).toBeInstanceOf(Date);
    expect(consent?.withdrawnAddress).toBe(browser.address);
    const status = await browser.trpc.disclosures.status.query();
    expect(status.consent.state).toBe("withdrawn");
    expect(status.documents).toEqual([]);
    const refused = await signStepFile(it_.world, "heloc-program-disclosure.pdf", browser);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("on paper by mail");
    expect(await refusalOf(browser.trpc.disclosures.sign.mutate(SIGN))).toMatchObject({ code: "FORBIDDEN" });
    expect(await auditActions(ctx.application.id)).toContain("esign.consentWithdrawn");
  });

  it("asks again when the consent disclosure's text changes (a new version)", async () => {
    consentText.version = "v1-test";
    const { browser } = await consentedApplicant(it_.world);
    consentText.version = "v2-test";
    try {
      const status = await browser.trpc.disclosures.status.query();
      expect(status.consent.state).toBe("changed");
      expect(await refusalOf(browser.trpc.disclosures.sign.mutate(SIGN))).toMatchObject({
        code: "FORBIDDEN",
      });
      const code = await consentCodeFromPdf(it_.world, browser);
      await browser.trpc.esign.consent.mutate({ code });
      expect((await browser.trpc.disclosures.status.query()).consent.state).toBe("given");
    } finally {
      consentText.version = "v1-test";
    }
  });
});

describe("signing the disclosures", () => {
  it("refuses a name that isn't the one on the application, and signing without the box ticked", async () => {
    const { browser } = await consentedApplicant(it_.world);
    expect(
      await refusalOf(browser.trpc.disclosures.sign.mutate({ ...SIGN, signature: "Anne Leigh" })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { signature: [expect.stringContaining("as it is on your application")] },
    });
    expect(
      await refusalOf(browser.trpc.disclosures.sign.mutate({ signature: "Ann Lee", agree: false } as never)),
    ).toMatchObject({ code: "BAD_REQUEST" });
    expect(await it_.db.select().from(disclosureSignatures)).toEqual([]);
  });

  it("signs each HELOC document once; a second sign answers the first record; the status moves on to the next step with a screen", async () => {
    const { browser, ctx } = await consentedApplicant(it_.world);
    const first = await browser.trpc.disclosures.sign.mutate({ signature: "  ann LEE", agree: true });
    expect(first.signatures.map((s) => s.document)).toEqual(
      ["helocBrochure", "helocProgramDisclosure"].sort(),
    );
    const again = await browser.trpc.disclosures.sign.mutate(SIGN);
    expect(again).toEqual(first);
    expect(await it_.db.select().from(disclosureSignatures)).toHaveLength(2);
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, ctx.application.id));
    // Identity verification comes next (decision 041).
    expect(row?.applicationStatus).toBe("identityVerification");
    const actions = await auditActions(ctx.application.id);
    expect(actions.filter((a) => a === "disclosures.signed")).toHaveLength(2);
    expect(actions).toContain("application.statusChanged");
  });

  it("gives a signed PDF with a certificate page; its stored hash matches its bytes and the pre-sign hash the unsigned document", async () => {
    const { browser, borrower } = await consentedApplicant(it_.world);
    const unsigned = await bytesOf(await signStepFile(it_.world, "heloc-program-disclosure.pdf", browser));
    await browser.trpc.disclosures.sign.mutate({
      signature: `${borrower.firstName} ${borrower.lastName}`,
      agree: true,
    });
    const response = await signStepFile(it_.world, "heloc-program-disclosure-signed.pdf", browser);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="heloc-program-disclosure-signed.pdf"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const signed = await bytesOf(response);
    const [record] = await it_.db
      .select({ signature: disclosureSignatures, document: disclosureDocuments })
      .from(disclosureSignatures)
      .innerJoin(disclosureDocuments, eq(disclosureDocuments.id, disclosureSignatures.documentId))
      .where(and(eq(disclosureDocuments.kind, "helocProgramDisclosure")));
    expect(record?.signature.signedSha256).toBe(sha256(signed));
    expect(record?.signature.unsignedSha256).toBe(sha256(unsigned));
    expect(record?.document.sha256).toBe(sha256(unsigned));
    const pages = await pageTexts(signed);
    expect(pages).toHaveLength((await PDFDocument.load(unsigned)).getPageCount() + 1);
    const certificate = (pages.at(-1) ?? []).join("\n");
    expect(certificate).toContain(CERTIFICATE_TITLE);
    expect(certificate).toContain(sha256(unsigned));
    expect(certificate).toContain(browser.address);
    expect(certificate).toContain(TEST_USER_AGENT);
    expect(certificate).toContain(consentText.version);
    expect(certificate).toContain(borrower.email);
    for (const page of pages.slice(0, -1)) expect(page.join(" ")).toContain(borrower.lastName);
  });

  it("verifies the signed bytes' hash and refuses one changed byte", async () => {
    const { browser, borrower } = await consentedApplicant(it_.world);
    await browser.trpc.disclosures.sign.mutate({
      signature: `${borrower.firstName} ${borrower.lastName}`,
      agree: true,
    });
    const signed = await bytesOf(await signStepFile(it_.world, "heloc-brochure-summary-signed.pdf", browser));
    const yes = await browser.trpc.disclosures.verify.query({
      document: "helocBrochure",
      sha256: sha256(signed),
    });
    expect(yes.matches).toBe(true);
    const changed = signed.slice();
    changed[100] = (changed[100] ?? 0) ^ 1;
    const no = await browser.trpc.disclosures.verify.query({
      document: "helocBrochure",
      sha256: sha256(changed),
    });
    expect(no.matches).toBe(false);
  });

  it("gives a mortgage its Loan Estimate from the priced offer", async () => {
    const { browser } = await consentedApplicant(it_.world, {
      beforeCompletion: async (applicationId) => {
        const { db } = it_.world.api.prequal;
        const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
        const [updated] = await db
          .update(applications)
          .set({
            product: "mortgage",
            answers: {
              ...(row?.answers ?? {}),
              product: "mortgage",
              mortgagePurpose: "cashOut",
              cashOutAmount: 40_000,
            },
          })
          .where(eq(applications.id, applicationId))
          .returning();
        if (!updated) throw new Error("no application");
        await priceApplication(it_.world.api.prequal, updated, {
          applicantId: updated.applicantId ?? "",
          actor: "system",
          address: "",
        } as never);
      },
    });
    const status = await browser.trpc.disclosures.status.query();
    expect(status.documents.map((d) => d.kind)).toEqual(["loanEstimate"]);
    const text = (await pageTexts(await bytesOf(await signStepFile(it_.world, "loan-estimate.pdf", browser))))
      .flat()
      .join(" ");
    expect(text).toContain("Loan Estimate");
    expect(text).toContain("Projected payments");
    expect(text).toContain("Annual percentage rate (APR)");
    expect(text).not.toContain("What you should know");
  });

  it("gives a HELOC its program disclosure with index, margin and cap, and the brochure summary naming the CFPB brochure", async () => {
    const { browser } = await consentedApplicant(it_.world);
    const program = (
      await pageTexts(await bytesOf(await signStepFile(it_.world, "heloc-program-disclosure.pdf", browser)))
    )
      .flat()
      .join(" ");
    expect(program).toContain("Index:");
    expect(program).toContain("Margin:");
    expect(program).toContain("the cap");
    const brochure = (
      await pageTexts(await bytesOf(await signStepFile(it_.world, "heloc-brochure-summary.pdf", browser)))
    )
      .flat()
      .join(" ");
    expect(brochure).toContain("What You Should Know About Home Equity Lines of Credit");
    expect(brochure).toContain("summary");
  });
});

describe("another applicant can never read, sign or download these disclosures", () => {
  it("answers Bea only her own: her status, her refusal to sign, 404 for Ann's signed copy, her own verify", async () => {
    const ann = await consentedApplicant(it_.world);
    await ann.browser.trpc.disclosures.sign.mutate({
      signature: `${ann.borrower.firstName} ${ann.borrower.lastName}`,
      agree: true,
    });
    const bea = await applicantAtDisclosures(it_.world, { borrower: person("Lee", { firstName: "Bea" }) });
    expect((await bea.browser.trpc.disclosures.status.query()).documents).toEqual([]);
    expect(
      await refusalOf(bea.browser.trpc.disclosures.sign.mutate({ signature: "Bea Lee", agree: true })),
    ).toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await signStepFile(it_.world, "heloc-program-disclosure-signed.pdf", bea.browser)).status).toBe(
      403,
    );
    expect((await signStepFile(it_.world, "heloc-program-disclosure-signed.pdf")).status).toBe(404);
    expect((await signStepFile(it_.world, "../../etc/passwd")).status).toBe(404);
    expect(
      await refusalOf(
        bea.browser.trpc.disclosures.verify.query({ document: "helocBrochure", sha256: "a".repeat(64) }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
    // Ann's own context still reads her signatures: nothing of hers moved to Bea.
    const annCtx = await applicationContextOf(it_.world.api.prequal, ann.borrower.email);
    const hers = await it_.db
      .select()
      .from(disclosureSignatures)
      .where(eq(disclosureSignatures.applicationId, annCtx.application.id));
    expect(hers).toHaveLength(2);
  });
});
