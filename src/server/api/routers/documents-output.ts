import { z } from "zod";
import { SEND_BACK_REASONS } from "@/domain/conditions/condition-states";
import { CONDITION_INFORMATION_KINDS, CONDITION_ITEM_TYPES } from "@/domain/conditions/conditions";
import {
  DOCUMENT_BORROWERS,
  DOCUMENT_SIDES,
  DOCUMENT_SOURCES,
  DOCUMENT_STATUSES,
} from "@/server/db/documents-schema";

/**
 * What documents.* answers: only what the checklist screens show (STYLE.md). A file is its id,
 * the name the applicant gave it (display text), its type and state; never its storage key, hash
 * or who filed it. Properties are named by their address alone.
 */

const progress = z.object({ required: z.number(), uploaded: z.number(), complete: z.boolean() });

const fileOutput = z.object({
  id: z.string().uuid(),
  documentType: z.string(),
  side: z.enum(DOCUMENT_SIDES).nullable(),
  displayName: z.string(),
  contentType: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  source: z.enum(DOCUMENT_SOURCES),
  /** Until the lender has reviewed it (decision 032). */
  removable: z.boolean(),
  hasThumbnail: z.boolean(),
});

export const openConditionOutput = z.object({
  id: z.string().uuid(),
  code: z.number().int(),
  kind: z.enum(CONDITION_ITEM_TYPES),
  text: z.string(),
  documentType: z.string().nullable(),
  informationKind: z.enum(CONDITION_INFORMATION_KINDS).nullable(),
  borrower: z.enum(DOCUMENT_BORROWERS).nullable(),
  propertyId: z.string().nullable(),
  /** Why a reviewer asked again (decision 096): a reason of the list, and their note as plain text. */
  sentBack: z.object({ reason: z.enum(SEND_BACK_REASONS), note: z.string().nullable() }).nullable(),
});

export const checklistOutput = z.object({
  groups: z.array(
    z.object({
      owner: z.enum([...DOCUMENT_BORROWERS, "property"]),
      propertyId: z.string().nullable(),
      /** A property's address; null for a borrower's group (the screen names the borrower). */
      heading: z.string().nullable(),
      lines: z.array(
        z.object({
          type: z.string(),
          label: z.string(),
          description: z.string(),
          /** The loan team's reason for asking this line, when they asked it. */
          reason: z.string().nullable(),
          count: z.number().int(),
          uploaded: z.number().int(),
          required: z.boolean(),
          skipped: z.boolean(),
          missing: z.number().int(),
          /** For the photo ID line: the identity documents accepted, with their sides (spec §3). */
          accepted: z
            .array(z.object({ type: z.string(), label: z.string(), sides: z.array(z.enum(DOCUMENT_SIDES)) }))
            .nullable(),
          files: z.array(fileOutput),
        }),
      ),
    }),
  ),
  progress: z.object({ main: progress, coborrower: progress, property: progress, total: progress }),
  complete: z.boolean(),
  /** Continue on the income-documents step was pressed: the status is past incomeDocs. */
  submitted: z.boolean(),
  conditions: z.array(openConditionOutput),
});
