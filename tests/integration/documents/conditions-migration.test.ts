import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conditions } from "@/server/db/schema";
import { addCondition } from "@/server/services/documents/add-condition";
import { prequalWorldForEachTest } from "../prequal/prequal-world";
import { recordingJobQueue } from "../support/memory-file-storage";
import { applicantWithDocumentsDue, fileDocument } from "./documents-world";

const it_ = prequalWorldForEachTest();

/** The migration's hand-written statements (decision 094), run again on rows left as before it. */
function handWrittenStatements(): string[] {
  const folder = path.resolve("drizzle");
  const file = fs.readdirSync(folder).find((name) => name.endsWith("_conditions-under-staff-control.sql"));
  if (!file) throw new Error("The conditions migration is missing");
  const text = fs.readFileSync(path.join(folder, file), "utf8");
  return text
    .slice(text.indexOf("-- Hand-written"))
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

describe("migrating today's conditions (decision 094)", () => {
  it("makes a document condition an applicant's upload cleared wait for review, with its file; keeps staff's and the coborrower's as they were", async () => {
    const { ctx } = await applicantWithDocumentsDue(it_.world);
    const deps = { ...it_.world.api.prequal, jobs: recordingJobQueue() };
    const add = async (borrower?: "coborrower") =>
      (await addCondition(deps, { applicationId: ctx.application.id, code: 405, borrower, by: "staff:x" }))
        .conditionId;
    const [byUpload, byStaff, theirs] = [await add(), await add(), await add("coborrower")];
    const file = await fileDocument(it_.db, ctx.application.id, {
      documentType: "paystub",
      conditionId: byUpload,
    });
    // As before the migration: the upload and a staff member cleared them; every owner the default.
    const cleared = (id: string, by: string) =>
      it_.db
        .update(conditions)
        .set({ status: "cleared", clearedBy: by, clearedAt: new Date(), owner: "borrower" })
        .where(eq(conditions.id, id));
    await cleared(byUpload, ctx.actor);
    await cleared(byStaff, "staff:5f0c");
    await it_.db.update(conditions).set({ owner: "borrower" }).where(eq(conditions.id, theirs));
    for (const statement of handWrittenStatements()) await it_.db.execute(sql.raw(statement));
    const row = async (id: string) =>
      (await it_.db.select().from(conditions).where(eq(conditions.id, id)))[0];
    expect(await row(byUpload)).toMatchObject({
      status: "received",
      receivedDocumentId: file,
      clearedBy: null,
    });
    expect(await row(byStaff)).toMatchObject({ status: "cleared", clearedBy: "staff:5f0c" });
    expect(await row(theirs)).toMatchObject({ status: "open", owner: "coborrower" });
  });
});
