/** A group of answers as the application summary and its PDF show them: a heading and label/value rows. */
export type SummaryGroup = { title: string; rows: { label: string; value: string }[] };
