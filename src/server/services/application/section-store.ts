import { and, eq } from "drizzle-orm";
import type { ApplicationStepKey, SectionOwner } from "@/domain/application/application-steps";
import type { Database } from "@/server/db/client";
import { applicationSections } from "@/server/db/schema";
import { decryptField, encryptField } from "@/server/security/field-crypto";

/** One saved screen: its answers, its sealed values and the version a save must name. */
export interface StoredSection {
  section: ApplicationStepKey;
  who: SectionOwner;
  data: Record<string, unknown>;
  version: number;
  sensitiveEncrypted: string | null;
}

/** What a screen's service reads: version 0 means never saved. */
export interface SectionRead<T> {
  data: T | null;
  sensitive: Record<string, string>;
  version: number;
}

// Sealed to its row: an envelope copied onto another application or section fails to open.
const sealContext = (applicationId: string, section: string, who: string) =>
  `application_sections:${applicationId}:${section}:${who}`;

/** Every saved screen of an application (a handful of rows). */
export async function readSections(db: Database, applicationId: string): Promise<StoredSection[]> {
  const rows = await db
    .select({
      section: applicationSections.section,
      who: applicationSections.who,
      data: applicationSections.data,
      version: applicationSections.version,
      sensitiveEncrypted: applicationSections.sensitiveEncrypted,
    })
    .from(applicationSections)
    .where(eq(applicationSections.applicationId, applicationId));
  return rows.map((row) => ({ ...row, section: row.section as ApplicationStepKey }));
}

/** A stored section's sealed values, opened (for a service to compare or mask, never to return). */
export function openSectionSensitive(
  fieldKey: Uint8Array,
  applicationId: string,
  stored: Pick<StoredSection, "section" | "who" | "sensitiveEncrypted">,
): Record<string, string> {
  if (!stored.sensitiveEncrypted) return {};
  return JSON.parse(
    decryptField(fieldKey, stored.sensitiveEncrypted, sealContext(applicationId, stored.section, stored.who)),
  ) as Record<string, string>;
}

/** One screen's answers, its sensitive values opened (for the service to mask, never to return). */
export async function readSection<T>(
  db: Database,
  fieldKey: Uint8Array,
  applicationId: string,
  section: ApplicationStepKey,
  who: SectionOwner,
): Promise<SectionRead<T>> {
  const [row] = await db
    .select()
    .from(applicationSections)
    .where(
      and(
        eq(applicationSections.applicationId, applicationId),
        eq(applicationSections.section, section),
        eq(applicationSections.who, who),
      ),
    )
    .limit(1);
  if (!row) return { data: null, sensitive: {}, version: 0 };
  const sensitive = openSectionSensitive(fieldKey, applicationId, {
    section,
    who,
    sensitiveEncrypted: row.sensitiveEncrypted,
  });
  return { data: row.data as T, sensitive, version: row.version };
}

/** Writes a screen's answers as version `version`; the caller has checked the one before. */
export async function writeSection(
  db: Database,
  fieldKey: Uint8Array,
  values: {
    applicationId: string;
    section: ApplicationStepKey;
    who: SectionOwner;
    data: Record<string, unknown>;
    sensitive?: Record<string, string>;
    version: number;
    actor: string;
    now: Date;
  },
): Promise<void> {
  const { applicationId, section, who, sensitive } = values;
  const sensitiveEncrypted =
    sensitive && Object.keys(sensitive).length > 0
      ? encryptField(fieldKey, JSON.stringify(sensitive), sealContext(applicationId, section, who))
      : null;
  const row = {
    data: values.data,
    sensitiveEncrypted,
    version: values.version,
    updatedAt: values.now,
    updatedBy: values.actor,
  };
  await db
    .insert(applicationSections)
    .values({ applicationId, section, who, ...row })
    .onConflictDoUpdate({
      target: [applicationSections.applicationId, applicationSections.section, applicationSections.who],
      set: row,
    });
}
