import type { LoanFileGroup } from "@/domain/loan-file/left-out";
import { LOAN_MILESTONE_LABELS, type LoanMilestone } from "@/domain/loan-milestones/loan-milestones";

/** An application's delivery to the lending system (decision 083), in the portal's words. */
export const LOAN_DELIVERY_WORDS = {
  heading: "Lending system",
  loading: "Reading the delivery…",
  state: {
    notSent: (system: string) => `Not sent to ${system}: the application is not submitted yet.`,
    waiting: (system: string) => `Waiting to be sent to ${system}.`,
    sent: (system: string) => `Being sent to ${system} now.`,
    accepted: (system: string) => `Accepted by ${system}.`,
    failed: (system: string) => `Not delivered to ${system}.`,
  },
  loanNumber: (number: string) => `Loan number ${number}`,
  milestone: (m: LoanMilestone) => `The lending system reports: ${LOAN_MILESTONE_LABELS[m]}.`,
  updatePending: "A newer version of the application is waiting to be sent as an update.",
  attemptsHeading: "Latest tries",
  outcome: {
    accepted: "accepted",
    retrying: "will be tried again",
    refused: "refused",
    failed: "stopped",
    running: "under way or cut short",
  },
  sendAgain: "Send again",
  sentAgain: "Sent again: the delivery is waiting for its job.",
  download: "Download the MISMO file",
  downloadNote: "The file holds the borrowers' full SSNs; each download is recorded.",
} as const;

/** The per-field report of the MISMO file (decision 104), in the portal's words. */
export const LOAN_FILE_REPORT_WORDS = {
  heading: "What the MISMO file carries",
  show: "Show the field report",
  loading: "Reading the file…",
  none: "No file can be made yet:",
  note: "Field names and counts only: the report never shows a value.",
  group: {
    borrowers: "Borrowers",
    employmentIncome: "Employment and income",
    assets: "Assets",
    liabilities: "Liabilities",
    realEstate: "Real estate owned",
    propertyLoan: "Property and loan",
    declarations: "Declarations",
    demographics: "Demographic information",
    language: "Language preference",
  } satisfies Record<LoanFileGroup, string>,
  records: (list: string) => `Records: ${list}.`,
  noRecords: "Nothing of this group is in the file.",
  fields: (list: string) => `Fields carried: ${list}.`,
  leftOutHeading: "Left out",
  leftOut: (field: string, reason: string) => `${field}: ${reason}`,
  counted: (name: string, count: number) => (count === 1 ? name : `${name} ×${count}`),
} as const;
