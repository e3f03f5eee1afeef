/** One group of answers on the application summary (Form 1003 order): a title and label/value rows. */
export type SummaryGroup = { title: string; rows: { label: string; value: string }[] };

/** The label of a value in one of the domain's `{ value, label }` lists, or the value itself. */
export function labelOf(
  list: readonly { value: string | number; label: string }[],
  value: string | number,
): string {
  return list.find((item) => item.value === value)?.label ?? String(value);
}

export const yesNo = (value: boolean) => (value ? "Yes" : "No");
