import {
  type ConsentingPerson,
  SOFT_PULL_CONSENT_WORDINGS,
  softPullConsentWording,
} from "@/domain/prequal/soft-pull-consent";
import { softPullConsents } from "@/server/db/schema";
import type { ApplicationRow, PrequalCaller } from "./application-store";
import type { PrequalDependencies } from "./prequal-dependencies";

/**
 * Keeps a consent to a soft pull as given (decision 036): whose credit, when, the words agreed to
 * (the screen's catalogue key and version, for the application's flow) and the lender they named,
 * from its settings; and audits it. The server's own version is the one the page was built with.
 */
export async function recordSoftPullConsent(
  deps: PrequalDependencies,
  row: ApplicationRow,
  caller: PrequalCaller,
  who: ConsentingPerson,
) {
  const wording = SOFT_PULL_CONSENT_WORDINGS[softPullConsentWording(row.flow, who)];
  const consentedAt = deps.now();
  await deps.db.insert(softPullConsents).values({
    applicationId: row.id,
    borrower: who,
    wording: wording.key,
    wordingVersion: wording.version,
    lenderLegalName: deps.lender.legalName,
    consentedAt,
  });
  await deps.audit(deps.db, {
    actor: caller.actor,
    action: "prequal.softPullConsented",
    subject: `application:${row.id}`,
    details: { borrower: who, wording: wording.key, version: wording.version },
    address: caller.address,
  });
}
