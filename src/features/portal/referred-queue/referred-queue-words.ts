/** The referred queue's words (issue 22 item 2, decision 092). */
export const REFERRED_QUEUE_WORDS = {
  title: "Referred to underwriting",
  homeLink: "Referred files",
  intro:
    "Files the automated decision referred to a person, oldest first. Reg B asks for a decision, and its notice, within 30 days of a completed application.",
  loading: "Loading the referred files…",
  empty: "No file is waiting for a decision.",
  tableLabel: "Referred files",
  columns: {
    applicant: "Applicant",
    product: "Product",
    organisation: "Organisation",
    completed: "Application completed",
    due: "Decide by",
    clock: "Days left",
  },
  product: { heloc: "HELOC", mortgage: "Mortgage" } as const,
  direct: "Direct",
  daysLeft: (n: number) => (n === 0 ? "Last day" : n === 1 ? "1 day" : `${n} days`),
  overdue: (n: number) => `Overdue by ${n} day${n === 1 ? "" : "s"}`,
  open: (name: string) => `Open ${name}’s loan file`,
  backToList: "Back to the pipeline",
};
