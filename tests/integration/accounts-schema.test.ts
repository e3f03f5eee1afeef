import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/server/db/client";
import { applicants, organisations, staffUsers } from "@/server/db/schema";
import { freshDatabase } from "./support/test-database";

let connection: Connection;
beforeAll(async () => {
  connection = await freshDatabase();
});
afterAll(() => connection.close());

const person = { firstName: "Ann", lastName: "Lee", phone: "(555) 555-0100" };

/** The driver's error wraps the server's; the constraint name is on the cause. */
function constraintOf(error: unknown): string | undefined {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e.constraint ?? e.cause?.constraint;
}

async function failure(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error("expected the statement to be refused");
}

describe("accounts schema (spec §3, §6)", () => {
  it("refuses a second applicant whose e-mail differs only in case", async () => {
    const { db } = connection;
    await db.insert(applicants).values({ ...person, email: "ann.lee@mail.test" });
    const error = await failure(db.insert(applicants).values({ ...person, email: "Ann.Lee@Mail.test" }));
    expect(constraintOf(error)).toBe("applicants_email_key");
  });

  it("refuses a second staff user whose e-mail differs only in case, and an unknown role", async () => {
    const { db } = connection;
    const [org] = await db.insert(organisations).values({ name: "Acme CU", kind: "partner" }).returning();
    const staff = { ...person, organisationId: org?.id as string, role: "admin" as const };
    await db.insert(staffUsers).values({ ...staff, email: "boss@acme.test" });
    const duplicate = await failure(db.insert(staffUsers).values({ ...staff, email: "BOSS@acme.test" }));
    expect(constraintOf(duplicate)).toBe("staff_users_email_key");
    const badRole = await failure(
      db.insert(staffUsers).values({ ...staff, email: "x@acme.test", role: "owner" as never }),
    );
    expect(constraintOf(badRole)).toBe("staff_users_role_check");
  });

  it("starts a staff user invited, with no recovery codes", async () => {
    const { db } = connection;
    const [org] = await db.insert(organisations).values({ name: "Lender", kind: "lender" }).returning();
    const [row] = await db
      .insert(staffUsers)
      .values({ ...person, organisationId: org?.id as string, role: "lenderAdmin", email: "l@lender.test" })
      .returning();
    expect(row).toMatchObject({ status: "invited", recoveryCodeHashes: [], passwordHash: null });
  });
});
