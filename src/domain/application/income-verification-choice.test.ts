import { describe, expect, it } from "vitest";
import {
  connectIncomeInput,
  incomeVerificationChoiceInput,
  incomeVerificationProblem,
} from "./income-verification-choice";

describe("income verification choice (spec §4 application6)", () => {
  it("asks to choose connect or manual", () => {
    const result = incomeVerificationChoiceInput.safeParse({});
    expect(result.success ? null : result.error.issues[0]?.message).toBe(
      "Choose how you want to verify your income",
    );
  });

  it("lets the applicant continue by hand without connecting", () => {
    expect(incomeVerificationProblem({ method: "manual" }, [])).toBeNull();
  });

  it("does not claim a connection that was never made", () => {
    expect(incomeVerificationProblem({ method: "connect" }, [])).toContain(
      "Connect your payroll or bank first",
    );
    const connection = { employerName: "Acme", reportId: "IV-1", connectedAt: new Date(), jobs: 1 };
    expect(incomeVerificationProblem({ method: "connect" }, [connection])).toBeNull();
  });

  it("asks which employer to connect", () => {
    const result = connectIncomeInput.safeParse({ employerName: "" });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(
      "Enter the name of your employer or payroll provider",
    );
  });
});
