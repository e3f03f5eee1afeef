import { describe, expect, it } from "vitest";
import * as domain from "./index";

describe("public surface of the domain", () => {
  it.each([
    "FUNNEL_STEPS",
    "LANDING_VERSIONS",
    "PREQUAL_FLOW",
    "INITIAL_SETUP_FLOW",
    "screenForStatus",
    "redirectFor",
    "debtStepNumber",
    "DOCUMENT_TYPES",
    "requiredDocuments",
    "uploadProgress",
    "CONDITIONS",
    "employmentCoverage",
    "isCurrentVerified",
    "ownershipClass",
    "payoffTotal",
    "countableMortgages",
    "emailInput",
    "passwordInput",
    "phoneInput",
    "ssnInput",
    "randomSixDigitCode",
    "availableEquity",
    "RATE_SHEET_LIMITS",
    "US_STATES",
    "PROPERTY_USES",
    "PROPERTY_TYPE_PICKER",
    "CITIZENSHIPS",
    "INCOME_TYPES",
    "REPORT_TYPES",
    "LENDING_SYSTEMS",
    "CONDITION_ITEM_TYPES",
    "CONDITION_INFORMATION_KINDS",
    "DOCUMENT_CATEGORIES",
  ])("exports %s from src/domain/index.ts", (name) => {
    expect(domain).toHaveProperty(name);
  });
});
