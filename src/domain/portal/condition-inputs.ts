import { z } from "zod";
import { CONDITION_CATEGORIES, CONDITION_OWNERS, SEND_BACK_REASONS } from "../conditions/condition-states";
import { textInput } from "../prequal/field-inputs";

/**
 * A staff member's changes to a condition (issue 22 item 3, decisions 094–096): the loan file's
 * forms and the procedures validate with these same schemas. Each names the version of the
 * condition the person read, so a change made meanwhile by someone else is refused (decision 095).
 * Texts are plain and bounded; markup is kept as the characters typed and shown as text.
 */
const applicationId = z.uuid({ message: "Reload the page: we could not tell which applicant this is" });
const conditionRef = {
  applicationId,
  conditionId: z.uuid({ message: "Reload the page: we could not tell which condition this is" }),
  version: z
    .number({ message: "Reload the page: we could not tell which version of the condition you read" })
    .int()
    .positive(),
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar day `YYYY-MM-DD` that exists (no 31 November). */
function realDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().slice(0, 10) === value;
}

export const conditionCategoryInput = z.enum(CONDITION_CATEGORIES, {
  message: "Choose when it is needed: prior to approval, prior to documents or prior to funding.",
});
export const conditionOwnerInput = z.enum(CONDITION_OWNERS, {
  message: "Choose who must act on it: the borrower, the coborrower or the loan team.",
});
export const conditionDueOnInput = z
  .string({ message: "Enter the due date as a date, like 2026-12-15." })
  .refine(realDay, "Enter the due date as a date, like 2026-12-15.")
  .nullable();
export const conditionTextInput = textInput("condition's text", {
  max: 1000,
  lines: "many",
  words: {
    empty: "Write what the condition asks for: the applicant reads it.",
    tooLong: "Keep the condition's text to 1,000 characters.",
  },
});

/** Change what a condition asks, when, of whom and by when. */
export const editConditionInput = z.object({
  ...conditionRef,
  text: conditionTextInput,
  category: conditionCategoryInput,
  owner: conditionOwnerInput,
  dueOn: conditionDueOnInput,
});
export type EditConditionRequest = z.infer<typeof editConditionInput>;

/** Clear a condition: met. */
export const clearConditionInput = z.object(conditionRef);
export type ClearConditionRequest = z.infer<typeof clearConditionInput>;

const noteInput = textInput("note", {
  max: 500,
  lines: "many",
  words: { tooLong: "Keep the note to 500 characters." },
});

/**
 * A reason of the list and a note the applicant reads; "Other" needs the note, as the list's
 * words alone say nothing then.
 */
const reasonAndNote = z
  .object({
    ...conditionRef,
    reason: z.enum(SEND_BACK_REASONS, { message: "Choose a reason from the list." }),
    note: noteInput,
  })
  .superRefine((input, ctx) => {
    if (input.reason === "other" && input.note === "")
      ctx.addIssue({
        code: "custom",
        path: ["note"],
        message: "Say what is needed: with “Other” the applicant reads only your note.",
      });
  });

/** Send the file received for a condition back, which opens the need again (decision 096). */
export const sendBackConditionInput = reasonAndNote;
export type SendBackConditionRequest = z.infer<typeof sendBackConditionInput>;

/** Open a cleared or waived condition again, telling the applicant why. */
export const reopenConditionInput = reasonAndNote;
export type ReopenConditionRequest = z.infer<typeof reopenConditionInput>;

/** Waive a condition: never without a reason (decision 094). */
export const waiveConditionInput = z.object({
  ...conditionRef,
  reason: textInput("reason", {
    max: 500,
    lines: "many",
    words: {
      empty: "Say why the condition is no longer needed.",
      tooLong: "Keep the reason to 500 characters.",
    },
  }),
});
export type WaiveConditionRequest = z.infer<typeof waiveConditionInput>;
