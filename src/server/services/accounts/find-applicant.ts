import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { applicants } from "@/server/db/schema";

export type ApplicantRow = typeof applicants.$inferSelect;

/** The applicant with this e-mail in any case (the unique index is on lower(email)), if any. */
export async function findApplicantByEmail(db: Database, email: string): Promise<ApplicantRow | undefined> {
  const [row] = await db
    .select()
    .from(applicants)
    .where(eq(sql`lower(${applicants.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

/** The applicant with this id, if any. */
export async function findApplicantById(db: Database, id: string): Promise<ApplicantRow | undefined> {
  const [row] = await db.select().from(applicants).where(eq(applicants.id, id)).limit(1);
  return row;
}
