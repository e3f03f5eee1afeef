import { z } from "zod";
import type { PrequalAnswers } from "./prequal-answers";
import {
  addressInput,
  buildingTypeInput,
  coborrowerChoiceInput,
  creditIncomeInput,
  creditRangeInput,
  debtsInput,
  derogatoryInput,
  hasFbmInput,
  isSelfEmployedInput,
  listedForSaleInput,
  mortgageEstimateInput,
  mortgageSelectInput,
  nameInput,
  newMortgageInput,
  propertyUsageInput,
  propertyValueInput,
  zipOnlyInput,
} from "./step-inputs";

const flowInput = z.enum(["new", "old"]);
const step = <S extends string, A extends z.ZodType>(name: S, answers: A) =>
  z.object({ flow: flowInput, step: z.literal(name), answers });

/** prequal.saveStep: one screen's answers, named by its route slug (spec §2). */
export const saveStepInput = z.discriminatedUnion("step", [
  step("building-type", buildingTypeInput),
  step("address", addressInput),
  step("listed-for-sale", listedForSaleInput),
  step("new-mortgage", newMortgageInput),
  step("derogatory", derogatoryInput),
  step("coborrower", coborrowerChoiceInput),
  step("mortgage-select", mortgageSelectInput),
  step("mortgage-balance", mortgageSelectInput),
  step("debts", debtsInput),
  step("name", nameInput),
  step("property-value", propertyValueInput),
  step("mortgage-estimate", mortgageEstimateInput),
  step("has-fbm", hasFbmInput),
  step("is-self-employed", isSelfEmployedInput),
  step("credit-range", creditRangeInput),
  step("credit-income", creditIncomeInput),
  step("zip", zipOnlyInput),
  step("property-usage", propertyUsageInput),
  step("mcr", z.object({})),
]);
export type SaveStep = z.infer<typeof saveStepInput>;

/** The steps that may be saved before the account exists; the rest follow the credit step. */
export const STEPS_BEFORE_ACCOUNT: ReadonlySet<SaveStep["step"]> = new Set([
  "building-type",
  "address",
  "listed-for-sale",
  "new-mortgage",
  "derogatory",
  "name",
  "mcr",
]);

/**
 * The answers after one screen: the screen's own answers replace what it asked before, the rest
 * stay. Sensitive values (a coborrower's SSN and date of birth) are left out here; the service
 * seals them apart.
 */
export function applyStep(answers: PrequalAnswers, input: SaveStep): PrequalAnswers {
  const a = input.answers;
  switch (input.step) {
    case "building-type":
      return { ...answers, ...(a as z.infer<typeof buildingTypeInput>) };
    case "address": {
      const { address, estimatedValue } = a as z.infer<typeof addressInput>;
      return { ...answers, address, zip: address.zip, estimatedValue };
    }
    case "listed-for-sale":
      return { ...answers, listedForSale: (a as z.infer<typeof listedForSaleInput>).listedForSale };
    case "new-mortgage": {
      const choice = a as z.infer<typeof newMortgageInput>;
      if (choice.product === "heloc")
        return {
          ...answers,
          product: "heloc",
          mortgagePurpose: undefined,
          purchasePrice: undefined,
          downPayment: undefined,
          cashOutAmount: undefined,
        };
      return {
        ...answers,
        product: "mortgage",
        mortgagePurpose: choice.purpose,
        purchasePrice: choice.purpose === "purchase" ? choice.purchasePrice : undefined,
        downPayment: choice.purpose === "purchase" ? choice.downPayment : undefined,
        cashOutAmount: choice.purpose === "cashOut" ? choice.cashOutAmount : undefined,
      };
    }
    case "derogatory":
      return { ...answers, derogatory: a as z.infer<typeof derogatoryInput> };
    case "coborrower": {
      const choice = a as z.infer<typeof coborrowerChoiceInput>;
      if (!choice.withCoborrower) return { ...answers, withCoborrower: false, coborrower: undefined };
      return {
        ...answers,
        withCoborrower: true,
        coborrower: {
          firstName: choice.firstName,
          lastName: choice.lastName,
          email: choice.email,
          annualIncome: choice.annualIncome,
        },
      };
    }
    case "mortgage-select":
    case "mortgage-balance":
      return { ...answers, selectedMortgageIds: (a as z.infer<typeof mortgageSelectInput>).mortgageIds };
    case "debts":
      return { ...answers, payoffLiabilityIds: (a as z.infer<typeof debtsInput>).payoffLiabilityIds };
    case "name":
      return { ...answers, borrower: { ...answers.borrower, ...(a as z.infer<typeof nameInput>) } };
    case "property-value":
      return { ...answers, estimatedValue: (a as z.infer<typeof propertyValueInput>).estimatedValue };
    case "mortgage-estimate":
      return {
        ...answers,
        mortgageBalanceEstimate: (a as z.infer<typeof mortgageEstimateInput>).mortgageBalanceEstimate,
      };
    case "has-fbm": {
      const { keepsFirstMortgage } = a as z.infer<typeof hasFbmInput>;
      // Keeping the first mortgage is what a HELOC is for; replacing it is a cash-out refinance.
      return keepsFirstMortgage
        ? { ...answers, keepsFirstMortgage, product: "heloc", mortgagePurpose: undefined }
        : { ...answers, keepsFirstMortgage, product: "mortgage", mortgagePurpose: "cashOut" };
    }
    case "is-self-employed":
      return {
        ...answers,
        borrower: {
          ...answers.borrower,
          selfEmployed: (a as z.infer<typeof isSelfEmployedInput>).selfEmployed,
        },
      };
    case "credit-range":
      return { ...answers, creditRange: (a as z.infer<typeof creditRangeInput>).creditRange };
    case "credit-income":
      return {
        ...answers,
        borrower: {
          ...answers.borrower,
          annualIncome: (a as z.infer<typeof creditIncomeInput>).annualIncome,
        },
      };
    case "zip":
      return { ...answers, zip: (a as z.infer<typeof zipOnlyInput>).zip };
    case "property-usage":
      return { ...answers, propertyUse: (a as z.infer<typeof propertyUsageInput>).propertyUse };
    case "mcr":
      return { ...answers, detailsConfirmed: true };
  }
}
