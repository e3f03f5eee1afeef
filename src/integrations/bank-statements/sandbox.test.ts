import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { sandboxBankStatements } from "./sandbox";

const today = new Date("2026-11-20T12:00:00Z");
const sandbox = sandboxBankStatements({ now: () => today });
const ask = (institution: string) => sandbox.statements({ reference: "app-1", institution, months: 3 });

describe("sandbox bank statements (test banks in docs/architecture.md)", () => {
  it("gives the last 3 full months of one checking account as PDFs, the same every time", async () => {
    const statements = (await ask("First Harbor Bank")) ?? [];
    expect(statements.map((s) => s.periodEnd.toISOString().slice(0, 10))).toEqual([
      "2026-10-31",
      "2026-09-30",
      "2026-08-31",
    ]);
    expect(new Set(statements.map((s) => s.accountLastFour)).size).toBe(1);
    expect(statements[0]?.accountLastFour).toMatch(/^\d{4}$/);
    const doc = await PDFDocument.load(statements[0]?.file.bytes ?? new Uint8Array());
    expect(doc.getPageCount()).toBe(1);
    expect((await ask(" first harbor  BANK"))?.[0]?.accountLastFour).toBe(statements[0]?.accountLastFour);
    const again = (await ask("First Harbor Bank")) ?? [];
    expect(Buffer.from(again[0]?.file.bytes ?? []).equals(Buffer.from(statements[0]?.file.bytes ?? []))).toBe(
      true,
    );
  });

  it("finds no account at a bank named Empty", async () => {
    expect(await ask("Empty Savings Co")).toBeNull();
  });

  it("does not answer for a bank named Outage", async () => {
    await expect(ask("Outage Bank")).rejects.toThrow(/unavailable/);
  });
});
