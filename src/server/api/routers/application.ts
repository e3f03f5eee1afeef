import { z } from "zod";
import { applicationJourney } from "@/server/services/application/application-journey";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";
import { applicationDebtsRouter } from "./application-debts";
import { applicationDeclarationsRouters } from "./application-declarations";
import { applicationIncomeRouters } from "./application-income";
import { personalInfoRouter, subjectPropertyRouter } from "./application-personal";

const ownerOutput = z.enum(["borrower", "coborrower", "application"]);

/** The loan application (issue 9): one sub-router per area, each a line below. */
export const applicationRouter = router({
  ...applicationIncomeRouters,
  /** Which screens this application has, which are done and open, and where to resume. */
  journey: applicationProcedure
    .output(
      z.object({
        product: z.enum(["heloc", "mortgage"]),
        hasCoborrower: z.boolean(),
        borrowerName: z.string().nullable(),
        coborrowerName: z.string().nullable(),
        places: z.array(
          z.object({
            step: z.string(),
            who: ownerOutput,
            title: z.string(),
            counter: z.number().nullable(),
            path: z.string(),
            saved: z.boolean(),
            open: z.boolean(),
          }),
        ),
        resume: z.string(),
        completed: z.boolean(),
      }),
    )
    .query(({ ctx }) => applicationJourney(ctx.app)),
  ...applicationDebtsRouter,
  personalInfo: personalInfoRouter,
  subjectProperty: subjectPropertyRouter,
  ...applicationDeclarationsRouters,
});
