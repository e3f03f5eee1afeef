/** The loan file's messages section (issue 22 item 4, decision 098), in the lender's words. */
export const MESSAGES_WORDS = {
  heading: "Messages and notes",
  intro:
    "Messages go to the borrower and coborrower, who read them after signing in; they are e-mailed only that a message waits. Internal notes stay with your team.",
  loading: "Loading the messages…",
  empty: "No messages or notes yet.",
  note: "Internal note",
  from: { borrower: "Borrower", coborrower: "Coborrower" },
  staffUnknown: "Loan team",
  readByBorrower: "Read by the borrower",
  unreadByBorrower: "Not read yet",
  unread: "New",
  bodyLabel: "Message or note",
  bodyHint: "Plain text, up to 2,000 characters.",
  send: "Send to the borrower",
  addNote: "Save as internal note",
  sending: "Saving…",
  sent: "Sent to the borrower.",
  noted: "Note saved.",
} as const;
