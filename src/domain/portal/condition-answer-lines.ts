import { formatAddress } from "../application/real-estate-summary";
import { CONDITION_ANSWER_INPUTS } from "../conditions/condition-answers";
import type { ConditionInformationKind } from "../conditions/conditions";

export type AnswerLine = { label: string; value: string };

/**
 * An information condition's answer as the loan officer reads it (decision 040): label and value
 * lines, read through the kind's own schema so only the fields it defines are shown. An answer that
 * no longer fits its schema shows as one line saying so, never as raw data.
 */
export function conditionAnswerLines(kind: ConditionInformationKind, answer: unknown): AnswerLine[] {
  if (kind === "long_text") {
    const read = CONDITION_ANSWER_INPUTS.long_text.safeParse(answer);
    return read.success ? [{ label: "Answer", value: read.data.text }] : unreadable();
  }
  if (kind === "address") {
    const read = CONDITION_ANSWER_INPUTS.address.safeParse(answer);
    return read.success ? [{ label: "Address", value: formatAddress(read.data.address) }] : unreadable();
  }
  const read = CONDITION_ANSWER_INPUTS.employment.safeParse(answer);
  if (!read.success) return unreadable();
  const job = read.data;
  return [
    { label: "Employer", value: job.employerName },
    { label: "Employer's phone", value: job.employerPhone },
    { label: "Position", value: job.position },
    { label: "Contact", value: job.contactName },
    ...(job.contactEmail ? [{ label: "Contact's e-mail", value: job.contactEmail }] : []),
  ];
}

const unreadable = (): AnswerLine[] => [
  { label: "Answer", value: "This answer can’t be shown. Ask the applicant to answer again." },
];
