import { describe, expect, it } from "vitest";
import { FUNNEL_STEPS } from "./funnel-steps";
import { screenForStatus } from "./screen-for-status";

const PREQUAL_SCREENS: [string, string][] = [
  ["prequalAddress", "/prequal/address"],
  ["prequalListedForSale", "/prequal/listed-for-sale"],
  ["prequalNewMortgage", "/prequal/new-mortgage"],
  ["prequalDerogatory", "/prequal/derogatory"],
  ["prequalCredit", "/prequal/credit"],
  ["prequalCoborrower", "/prequal/coborrower"],
  ["prequalMortgageSelect", "/prequal/mortgage-select"],
  ["prequalDebts", "/prequal/debts"],
  ["prequalOffer", "/prequal/preview-offer"],
];
const SAME_NAMED_SCREENS: [string, string][] = [
  ["mcr", "/app/initial-setup/mcr"],
  ["applicationSubmitted", "/app/application/submitted"],
  ["loanDisbursement", "/app/application/loan-disbursement"],
  ["incomeDocs", "/app/application/upload"],
  ["identityVerification", "/app/application/identity-verification"],
  ["disclosures", "/app/application/sign"],
  ["debtConsolidation", "/app/application/debt-consolidation"],
];
const APPLICATION_SCREENS: [string, string][] = [
  ["application", "/app/application/1"],
  ["application3", "/app/application/2"],
  ["application4", "/app/application/3"],
  ["application5", "/app/application/4"],
  ["application6", "/app/application/income-verification"],
  ["application7", "/app/application/6"],
  ["application8", "/app/application/7"],
  ["manualIncomeVerification", "/app/application/other-income"],
];
const SETUP_STATUSES = [
  "previewOffer",
  "mortgageBalance",
  "coborrower",
  "creditScore",
  "propertyUsage",
  "zip",
  "creditRange",
  "isSelfEmployed",
  "hasFbm",
  "mortgageEstimate",
];
const setupScreen = (status: string) =>
  `/app/initial-setup/${status.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
const OTHER_FUNNEL_STATUSES = [
  "name",
  "email",
  "propertyValue",
  "selfReportedInformationOffer",
  "joinWaitlist",
];
const PROPERTY_VALUE = "/app/initial-setup/property-value";

describe("status to screen for returning users (spec §4)", () => {
  it.each(PREQUAL_SCREENS)("sends prequal status %s to its /prequal page %s (spec §4)", (status, path) => {
    expect(screenForStatus(status)).toBe(path);
  });

  it.each(SAME_NAMED_SCREENS)("sends %s to its same-named screen %s (spec §4)", (status, path) => {
    expect(screenForStatus(status)).toBe(path);
  });

  it.each(APPLICATION_SCREENS)("sends application status %s to %s (spec §4)", (status, path) => {
    expect(screenForStatus(status)).toBe(path);
  });

  it("keeps application2 on page 1 of the application, not property-value (departs from spec §4 by decision)", () => {
    expect(screenForStatus("application2")).toBe("/app/application/1");
  });

  it.each(SETUP_STATUSES)("sends %s to its own setup screen (spec §4)", (status) => {
    expect(screenForStatus(status)).toBe(setupScreen(status));
  });

  it.each([...OTHER_FUNNEL_STATUSES, "unknown", "", null])(
    "sends any other status (%s) to property-value (spec §4)",
    (status) => expect(screenForStatus(status)).toBe(PROPERTY_VALUE),
  );

  it("does not mistake inherited object keys for statuses", () => {
    expect(screenForStatus("toString")).toBe(PROPERTY_VALUE);
  });

  it("sends every status in the funnel to the screen these tests state for it (spec §4)", () => {
    const stated = new Map<string, string>([
      ...PREQUAL_SCREENS,
      ...SAME_NAMED_SCREENS,
      ...APPLICATION_SCREENS,
      ["application2", "/app/application/1"],
      ...SETUP_STATUSES.map((status): [string, string] => [status, setupScreen(status)]),
      ...OTHER_FUNNEL_STATUSES.map((status): [string, string] => [status, PROPERTY_VALUE]),
    ]);
    const statuses = FUNNEL_STEPS.map(({ status }) => status);
    expect(statuses.map((status) => [status, screenForStatus(status)])).toEqual(
      statuses.map((status) => [status, stated.get(status)]),
    );
  });
});
