import { describe, expect, it } from "vitest";
import { FUNNEL_STEPS } from "./funnel-steps";
import { screenForStatus } from "./screen-for-status";

describe("status to screen for returning users (spec §4)", () => {
  it.each([
    ["prequalAddress", "/prequal/address"],
    ["prequalListedForSale", "/prequal/listed-for-sale"],
    ["prequalNewMortgage", "/prequal/new-mortgage"],
    ["prequalDerogatory", "/prequal/derogatory"],
    ["prequalCredit", "/prequal/credit"],
    ["prequalCoborrower", "/prequal/coborrower"],
    ["prequalMortgageSelect", "/prequal/mortgage-select"],
    ["prequalDebts", "/prequal/debts"],
    ["prequalOffer", "/prequal/preview-offer"],
  ])("sends prequal status %s to its /prequal page %s (spec §4)", (status, path) => {
    expect(screenForStatus(status)).toBe(path);
  });

  it.each([
    ["mcr", "/app/initial-setup/mcr"],
    ["applicationSubmitted", "/app/application/submitted"],
    ["loanDisbursement", "/app/application/loan-disbursement"],
    ["incomeDocs", "/app/application/upload"],
    ["identityVerification", "/app/application/identity-verification"],
    ["disclosures", "/app/application/sign"],
    ["debtConsolidation", "/app/application/debt-consolidation"],
  ])("sends %s to its same-named screen %s (spec §4)", (status, path) => {
    expect(screenForStatus(status)).toBe(path);
  });

  it.each([
    ["application", "/app/application/1"],
    ["application3", "/app/application/2"],
    ["application4", "/app/application/3"],
    ["application5", "/app/application/4"],
    ["application6", "/app/application/income-verification"],
    ["application7", "/app/application/6"],
    ["application8", "/app/application/7"],
    ["manualIncomeVerification", "/app/application/other-income"],
  ])("sends application status %s to %s (spec §4)", (status, path) => {
    expect(screenForStatus(status)).toBe(path);
  });

  it("keeps application2 on page 1 of the application, not property-value (departs from spec §4 by decision)", () => {
    expect(screenForStatus("application2")).toBe("/app/application/1");
  });

  it.each([
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
  ])("sends %s to its own setup screen (spec §4)", (status) => {
    const kebab = status.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    expect(screenForStatus(status)).toBe(`/app/initial-setup/${kebab}`);
  });

  it.each([
    "name",
    "email",
    "propertyValue",
    "selfReportedInformationOffer",
    "joinWaitlist",
    "unknown",
    "",
    null,
  ])("sends any other status (%s) to property-value (spec §4)", (status) =>
    expect(screenForStatus(status)).toBe("/app/initial-setup/property-value"),
  );

  it("does not mistake inherited object keys for statuses", () => {
    expect(screenForStatus("toString")).toBe("/app/initial-setup/property-value");
  });

  it("answers a full path for every status in the funnel", () => {
    for (const { status } of FUNNEL_STEPS)
      expect(screenForStatus(status)).toMatch(/^\/(app|prequal)\/[a-z0-9/-]+$/);
  });
});
