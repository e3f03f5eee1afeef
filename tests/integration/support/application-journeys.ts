import { expect } from "vitest";
import type { Browser } from "./auth-client";
import {
  answerNewFlowStart,
  coborrowerAnswers,
  creditAnswers,
  homeMortgageIds,
  type JourneyWorld,
  newFlowToOffer,
  type Person,
  person,
  saveStep,
  signInWithCode,
} from "./prequal-journeys";

/**
 * A person walked through the new flow to an accepted HELOC offer (the default persona, a home in
 * Delaware): their application is open at /app/application/1. `lastName` picks the credit persona
 * (`Landlord` owns rentals); `coborrower` adds one who consents to a joint pull.
 */
export async function applicantApplying(
  world: JourneyWorld,
  options: { borrower?: Person; coborrower?: Person } = {},
): Promise<{ browser: Browser; borrower: Person; coborrower?: Person }> {
  const browser = world.browser();
  const borrower = options.borrower ?? person("Lee");
  const { coborrower } = options;
  if (coborrower) {
    await answerNewFlowStart(browser);
    await browser.trpc.prequal.submitCredit.mutate(creditAnswers(borrower, "yes"));
    await signInWithCode(world, browser, borrower.email);
    await browser.trpc.prequal.submitCredit.mutate(creditAnswers(borrower, "yes"));
    await saveStep(browser, "new", "coborrower", coborrowerAnswers(coborrower));
    await browser.trpc.prequal.pullCredit.mutate({ flow: "new" });
    await saveStep(browser, "new", "mortgage-select", { mortgageIds: await homeMortgageIds(browser) });
    await saveStep(browser, "new", "debts", { payoffLiabilityIds: [] });
  } else {
    const offer = await newFlowToOffer(world, browser, borrower);
    expect(offer.declined, "the persona is offered a line").toBe(false);
  }
  expect(await browser.trpc.prequal.acceptOffer.mutate({ flow: "new" })).toEqual({
    next: "/app/application/1",
  });
  return { browser, borrower, coborrower };
}
