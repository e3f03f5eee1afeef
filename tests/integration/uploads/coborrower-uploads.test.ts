import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationCoborrowers, documents } from "@/server/db/schema";
import { photo } from "@/server/documents/inspection/sample-files.test-support";
import { applicationContextOf, saveScreensBefore } from "../support/application-sections";
import { coborrowerAccepted } from "../support/closing-journeys";
import { person } from "../support/prequal-journeys";
import { uploadWhole } from "./tus-requests";
import { sessionCookieOf, uploadWorldForEachTest } from "./upload-world";

const it_ = uploadWorldForEachTest();

describe("/api/uploads for the coborrower on their own account (decisions 044, 068)", () => {
  it("files the coborrower's own ID photo as theirs, and nothing else", async () => {
    const coborrower = person("Lee", { firstName: "Cy" });
    const { borrower, browser: borrowerBrowser } = await it_.applicant({ coborrower });
    const ctx = await applicationContextOf(it_.world.api.prequal, borrower.email);
    await saveScreensBefore(ctx, "summary");
    await borrowerBrowser.trpc.application.summary.complete.mutate();
    const cy = await coborrowerAccepted(it_.world, ctx.application.id, coborrower);
    const cookie = sessionCookieOf(cy, it_.world.api.runtime.secure);
    const bytes = await photo("jpeg");

    const filed = await uploadWhole(it_.base, { cookie }, bytes, {
      documentType: "driver_license",
      borrower: "coborrower",
      side: "front",
      filename: "licence.jpg",
    });
    expect(filed.status).toBe(204);
    const [link] = await it_.db
      .select()
      .from(applicationCoborrowers)
      .where(eq(applicationCoborrowers.applicationId, ctx.application.id));
    const [row] = await it_.db
      .select()
      .from(documents)
      .where(eq(documents.id, filed.headers.get("upload-document-id") ?? ""));
    expect(row).toMatchObject({
      applicationId: ctx.application.id,
      borrower: "coborrower",
      side: "front",
      uploadedBy: `applicant:${link?.applicantId}`,
    });

    const lines: Record<string, string>[] = [
      { documentType: "driver_license", borrower: "main", side: "front", filename: "hers.jpg" },
      { documentType: "bank_statements", borrower: "coborrower", filename: "statement.jpg" },
    ];
    for (const line of lines) {
      const refused = await uploadWhole(it_.base, { cookie }, bytes, line);
      expect(refused.status, line.documentType).toBe(422);
      expect(await refused.text()).toContain("only the photos of your own ID");
    }
  });
});
