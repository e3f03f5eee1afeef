import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, documents, insurancePolicies, outsideCalls } from "@/server/db/schema";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { applicantAtDisclosures, applicantAtIdentityVerification } from "../support/closing-journeys";

const it_ = prequalWorldForEachTest();

type Checklist = { groups: { lines: { type: string; uploaded: number; missing: number }[] }[] };
const mortgageLines = (list: Checklist) =>
  list.groups.flatMap((g) => g.lines).filter((l) => l.type === "mortgage_statement");

describe("insurance.link (spec §1 insurance-verification connector, decision 041)", () => {
  it("stores the policy, files the mortgage statement as an insurance connection and sets canopyConnected: the mortgage statement line counts as in", async () => {
    const { browser, ctx } = await applicantAtIdentityVerification(it_.world);
    const before = mortgageLines(await browser.trpc.documents.checklist.query());
    expect(before.length).toBeGreaterThan(0);
    expect(before.some((l) => l.missing > 0)).toBe(true);
    const linked = await browser.trpc.insurance.link.mutate({ carrier: "Harbor Mutual" });
    expect(linked).toMatchObject({
      carrier: "Harbor Mutual",
      kind: "homeowners",
      mortgageStatementFiled: true,
    });
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, ctx.application.id));
    expect(row?.canopyConnected).toBe(true);
    const filed = await it_.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, ctx.application.id));
    expect(filed.map((d) => [d.documentType, d.source, d.status])).toEqual([
      ["mortgage_statement", "insuranceConnection", "ready"],
    ]);
    const storage = it_.world.api.documents.storage as unknown as {
      files: Map<string, { bytes: Uint8Array }>;
    };
    expect(new TextDecoder().decode(storage.files.get(filed[0]?.storageKey ?? "")?.bytes.slice(0, 5))).toBe(
      "%PDF-",
    );
    for (const line of mortgageLines(await browser.trpc.documents.checklist.query()))
      expect(line.missing).toBe(0);
    // Again: the ledger's answer is reused, nothing is filed or stored twice.
    await browser.trpc.insurance.link.mutate({ carrier: "harbor  mutual" });
    expect(
      await it_.db.select().from(documents).where(eq(documents.applicationId, ctx.application.id)),
    ).toHaveLength(1);
    expect(await it_.db.select().from(insurancePolicies)).toHaveLength(1);
    const calls = await it_.db
      .select()
      .from(outsideCalls)
      .where(
        and(
          eq(outsideCalls.port, "insuranceVerification"),
          eq(outsideCalls.applicationId, ctx.application.id),
        ),
      );
    expect(calls.map((c) => [c.chargeType, c.outcome])).toEqual([["insuranceVerification", "found"]]);
  });

  it("says so when the carrier finds no policy, and leaves canopyConnected unset", async () => {
    const { browser, ctx } = await applicantAtIdentityVerification(it_.world);
    expect(
      await refusalOf(browser.trpc.insurance.link.mutate({ carrier: "Decline Insurance" })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: {
        carrier: [expect.stringContaining("We found no homeowners policy of yours at Decline Insurance")],
      },
    });
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, ctx.application.id));
    expect(row?.canopyConnected).toBe(false);
    expect(await refusalOf(browser.trpc.insurance.link.mutate({ carrier: "Outage Mutual" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("couldn't reach your insurance company"),
    });
  });

  it("refuses before the disclosures are signed", async () => {
    const { browser } = await applicantAtDisclosures(it_.world);
    expect(await refusalOf(browser.trpc.insurance.link.mutate({ carrier: "Harbor Mutual" }))).toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("Sign your disclosures first"),
    });
  });
});
