import { DEMOGRAPHIC_GROUPS, type Demographics } from "./demographics";
import type { SummaryOfSection } from "./summary-group";

export const WONT_PROVIDE = "I do not wish to provide this information";

type GroupAnswers = Record<string, boolean | string | undefined>;
type Choices = (typeof DEMOGRAPHIC_GROUPS)[number]["choices"];

/** One group's ticked choices as Form 1003 lists them: "Asian: Chinese, Other Asian (Hmong)". */
function describeGroup(choices: Choices, answers: GroupAnswers): string {
  if (answers.wontInform) return WONT_PROVIDE;
  const parts = choices.flatMap((choice) => {
    if (!answers[choice.key]) return [];
    const text = "text" in choice ? choice.text : undefined;
    const textValue = text ? answers[text.key] : undefined;
    const details = ("details" in choice ? choice.details : []).flatMap(
      (detail: { key: string; label: string }) =>
        answers[detail.key]
          ? [detail.key === text?.tiedTo && textValue ? `${detail.label} (${textValue})` : detail.label]
          : [],
    );
    const own = text?.tiedTo === choice.key && textValue ? `${choice.label} (${textValue})` : choice.label;
    return [details.length > 0 ? `${own}: ${details.join(", ")}` : own];
  });
  return parts.length > 0 ? parts.join("; ") : "Not answered";
}

/** Form 1003 section 8 on the summary: one line per group. */
export function demographicsSummary(data: Demographics): SummaryOfSection {
  return {
    title: "Demographic information",
    rows: DEMOGRAPHIC_GROUPS.map((group) => ({
      label: group.label.charAt(0).toUpperCase() + group.label.slice(1),
      value: describeGroup(group.choices, data[group.key] as GroupAnswers),
    })),
  };
}
