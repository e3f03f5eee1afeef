import { z } from "zod";
import { LOAN_MILESTONES } from "../loan-milestones/loan-milestones";

/**
 * Moving a loan's milestone (issue 22 item 2, decision 092): the form and the procedure validate
 * with this same schema. Whether the move is allowed is the server's rule (`refusalToMove`).
 */
export const moveMilestoneInput = z.object({
  applicationId: z.uuid({ message: "Reload the page: we could not tell which application this is" }),
  /** Where the staff member read the loan standing: a move made meanwhile is refused as stale. */
  from: z.enum(LOAN_MILESTONES, { message: "Reload the page: we could not tell where the loan stands" }),
  to: z.enum(LOAN_MILESTONES, { message: "Choose the milestone the loan has reached" }),
});
export type MoveMilestoneRequest = z.infer<typeof moveMilestoneInput>;
