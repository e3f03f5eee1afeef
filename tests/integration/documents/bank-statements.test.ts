import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { documents, outsideCalls } from "@/server/db/schema";
import { requestDocument } from "@/server/services/documents/upload-requests";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { applicantWithDocumentsDue } from "./documents-world";

const it_ = prequalWorldForEachTest();

const bankLine = async (browser: Awaited<ReturnType<typeof applicantWithDocumentsDue>>["browser"]) =>
  (await browser.trpc.documents.checklist.query()).groups[0]?.lines.find((l) => l.type === "bank_statements");

describe("bankStatements.connect (spec §2 /app/bank-statement)", () => {
  it("files the last 3 statements as the main borrower's bank statements, and the line completes", async () => {
    const { browser, ctx } = await applicantWithDocumentsDue(it_.world);
    await requestDocument(it_.world.api.prequal, {
      applicationId: ctx.application.id,
      documentType: "bank_statements",
      by: "staff:loan-officer",
    });
    expect((await bankLine(browser))?.missing).toBe(3);
    const connected = await browser.trpc.bankStatements.connect.mutate({ institution: "First Harbor Bank" });
    expect(connected.filed).toBe(3);
    expect(connected.statements).toHaveLength(3);
    const line = await bankLine(browser);
    expect(line).toMatchObject({ uploaded: 3, missing: 0 });
    expect(line?.files.map((f) => [f.source, f.status, f.contentType])).toEqual(
      Array(3).fill(["bankConnection", "ready", "application/pdf"]),
    );
    const rows = await it_.db.select().from(documents).where(eq(documents.applicationId, ctx.application.id));
    const storage = it_.world.api.documents.storage as unknown as {
      files: Map<string, { bytes: Uint8Array }>;
    };
    for (const row of rows)
      expect(new TextDecoder().decode(storage.files.get(row.storageKey)?.bytes.slice(0, 5))).toBe("%PDF-");
    const calls = await it_.db
      .select()
      .from(outsideCalls)
      .where(
        and(eq(outsideCalls.port, "bankStatements"), eq(outsideCalls.applicationId, ctx.application.id)),
      );
    expect(calls.map((c) => [c.chargeType, c.outcome, c.adapter])).toEqual([
      ["bankStatements", "found", "sandbox"],
    ]);
    // Again: the ledger's result is reused and the same statements are not filed twice.
    expect(
      (await browser.trpc.bankStatements.connect.mutate({ institution: "first harbor bank" })).filed,
    ).toBe(0);
  });

  it("says so when the bank holds no account, or does not answer", async () => {
    const { browser } = await applicantWithDocumentsDue(it_.world);
    expect(
      await refusalOf(browser.trpc.bankStatements.connect.mutate({ institution: "Empty Savings" })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: {
        institution: [
          "We found no account of yours at Empty Savings. Check the bank's name, or upload your last 3 statements instead.",
        ],
      },
    });
    expect(
      await refusalOf(browser.trpc.bankStatements.connect.mutate({ institution: "Outage Bank" })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message:
        "We could not reach your bank just now. Try again in a few minutes, or upload your last 3 statements instead.",
    });
    expect(await refusalOf(browser.trpc.bankStatements.connect.mutate({ institution: " " }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { institution: ["Enter the name of your bank"] },
    });
  });
});
