import type { Who } from "@/domain/application/application-steps";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { ApplicationContext } from "./application-context";
import { ApplicationError, NO_COBORROWER } from "./application-error";

/** Refuses the coborrower's answers of an application without one (reads of a place that cannot exist). */
export function assertBorrowerExists(ctx: ApplicationContext, who: Who): void {
  const answers = ctx.application.answers as PrequalAnswers;
  if (who === "coborrower" && !answers.withCoborrower)
    throw new ApplicationError("BAD_REQUEST", NO_COBORROWER);
}
