import type { ApplicationFacts } from "@/domain/application/application-steps";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { ApplicationRow } from "@/server/services/prequal/application-store";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import type { StoredSection } from "./section-store";

/**
 * What every application call runs with: the dependencies, the caller's own application (its
 * offer accepted; `applicationProcedure` checked both), and who is acting from where.
 */
export interface ApplicationContext {
  deps: PrequalDependencies;
  application: ApplicationRow;
  actor: string;
  address: string;
}

/**
 * The facts that decide the application's screens. Self-employment comes from the saved
 * employment history (its service records `selfEmployed` with the answers: a current job owned
 * 25% or more, spec §5); a purchase from step 2's transaction once saved (decision 037).
 */
export function applicationFacts(
  application: ApplicationRow,
  sections: readonly StoredSection[],
): ApplicationFacts {
  const answers = application.answers as PrequalAnswers;
  const selfEmployedWho = sections
    .filter((s) => s.section === "employment" && s.data.selfEmployed === true)
    .flatMap((s) => (s.who === "application" ? [] : [s.who]));
  const subjectProperty = sections.find((s) => s.section === "subjectProperty")?.data as
    | { transaction?: { purpose?: string } }
    | undefined;
  const purpose =
    subjectProperty?.transaction?.purpose ??
    (answers.mortgagePurpose === "purchase" ? "purchase" : "refinance");
  return {
    product: application.product,
    hasCoborrower: Boolean(answers.withCoborrower),
    selfEmployed: selfEmployedWho.length > 0,
    selfEmployedWho,
    purchase: application.product === "mortgage" && purpose === "purchase",
  };
}
