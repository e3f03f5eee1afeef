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
