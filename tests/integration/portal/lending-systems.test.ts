import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, organisations } from "@/server/db/schema";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";

/** A partner organisation's lending system, chosen by the lender (decision 105), through /api/trpc. */
const it_ = prequalWorldForEachTest();

describe("portal.lendingSystems (decision 105)", () => {
  it("a lender administrator lists the partners with the lender's setting, chooses Byte for one and back, audited", async () => {
    const { world, db } = it_;
    const acme = await world.organisation("Acme Credit Union");
    await world.organisation("Bayside Realty");
    const lender = await world.organisation("Keystone Home Credit", "lender");
    const admin = await world.signedInMember(lender.id, "lenderAdmin");
    const listed = await admin.trpc.portal.lendingSystems.list.query();
    expect(listed.lenderSetting).toEqual({ value: "encompass", label: "Encompass" });
    expect(listed.organisations.map((o) => [o.name, o.lendingSystem])).toEqual([
      ["Acme Credit Union", null],
      ["Bayside Realty", null],
    ]);

    expect(
      await admin.trpc.portal.lendingSystems.choose.mutate({
        organisationId: acme.id,
        lendingSystem: "byte",
      }),
    ).toEqual({ organisationId: acme.id, lendingSystem: "byte" });
    const [row] = await db.select().from(organisations).where(eq(organisations.id, acme.id));
    expect(row?.lendingSystem).toBe("byte");
    await admin.trpc.portal.lendingSystems.choose.mutate({ organisationId: acme.id, lendingSystem: null });
    const audits = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `organisation:${acme.id}`));
    expect(audits.map((a) => [a.action, a.details])).toEqual([
      ["organisation.lendingSystemChosen", { from: null, to: "byte" }],
      ["organisation.lendingSystemChosen", { from: "byte", to: null }],
    ]);
  });

  it("refuses partner roles with 403, the lender's own or an unknown organisation with 404, an unknown system with its sentence", async () => {
    const { world } = it_;
    const acme = await world.organisation("Acme Credit Union");
    const lender = await world.organisation("Keystone Home Credit", "lender");
    const admin = await world.signedInMember(lender.id, "lenderAdmin");
    const partnerAdmin = await world.signedInMember(acme.id, "admin");
    expect(await refusalOf(partnerAdmin.trpc.portal.lendingSystems.list.query())).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(
      await refusalOf(
        partnerAdmin.trpc.portal.lendingSystems.choose.mutate({
          organisationId: acme.id,
          lendingSystem: "byte",
        }),
      ),
    ).toMatchObject({ code: "FORBIDDEN" });
    for (const organisationId of [lender.id, "00000000-0000-4000-8000-000000000000"])
      expect(
        await refusalOf(
          admin.trpc.portal.lendingSystems.choose.mutate({ organisationId, lendingSystem: "byte" }),
        ),
      ).toMatchObject({
        code: "NOT_FOUND",
        message: "We couldn't find that partner organisation. Reload the page to see the list.",
      });
    const wrong = await refusalOf(
      admin.trpc.portal.lendingSystems.choose.mutate({
        organisationId: acme.id,
        lendingSystem: "calyx" as "byte",
      }),
    );
    expect(wrong).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(wrong.fieldErrors?.lendingSystem).toEqual(["Choose a lending system from the list"]);
  });
});
