import { describe, expect, it } from "vitest";
import { type AdverseActionNoticeInput, adverseActionNotice } from "./adverse-action-notice";

const denied: AdverseActionNoticeInput = {
  applicantName: "Ann O’Neil",
  product: "heloc",
  decidedAt: new Date("2026-03-03T15:00:00Z"),
  reasons: ["lowCreditScore", "lowEquity"],
  creditor: {
    legalName: "Keystone Home Credit LLC",
    address: "100 Market Street, Wilmington, DE 19801",
    phone: "(302) 555-0100",
    nmlsId: "1234567",
  },
};

const score = {
  score: 612,
  rangeLow: 300,
  rangeHigh: 850,
  bureau: "Equifax Information Services LLC",
  bureauAddress: "P.O. Box 740241, Atlanta, GA 30374",
  bureauPhone: "(800) 685-1111",
  scoredAt: new Date("2026-03-02T12:00:00Z"),
  keyFactors: ["Serious delinquency", "Proportion of balances to credit limits is too high"],
};

const text = (notice: ReturnType<typeof adverseActionNotice>) =>
  notice.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join("\n");
const section = (notice: ReturnType<typeof adverseActionNotice>, heading: string) =>
  notice.sections.find((s) => s.heading === heading);

describe("adverse-action notice (Reg B 1002.9, docs/design.md §4)", () => {
  it("states the action taken: credit denied, to the applicant, for the product, on the day decided", () => {
    const notice = adverseActionNotice(denied);
    expect(notice.title).toBe("Statement of credit denial");
    expect(section(notice, "Action taken on your application")?.paragraphs).toEqual([
      "Date: March 3, 2026",
      "Dear Ann O’Neil,",
      "Thank you for applying to Keystone Home Credit LLC for a home equity line of credit. After reviewing your application, we are unable to approve it: your request for credit has been denied.",
    ]);
  });

  it("gives the creditor's name, address, phone and NMLS ID", () => {
    expect(section(adverseActionNotice(denied), "Creditor")?.paragraphs).toEqual([
      "Keystone Home Credit LLC",
      "100 Market Street, Wilmington, DE 19801",
      "(302) 555-0100",
      "NMLS ID 1234567",
    ]);
  });

  it("states the specific principal reasons, most important first (1002.9(b)(2))", () => {
    expect(section(adverseActionNotice(denied), "Principal reasons for our decision")?.paragraphs).toEqual([
      "Our decision was based on the following principal reasons:",
      "Value or type of collateral not sufficient",
      "Credit score below our minimum",
    ]);
  });

  it("tells how to ask for the reasons within 60 days only when it does not state them (1002.9(a)(2)(ii))", () => {
    const withoutReasons = adverseActionNotice({ ...denied, reasons: [] });
    expect(text(withoutReasons)).toContain("within 60 days from the date of this notice");
    expect(text(withoutReasons)).not.toContain("Principal reasons");
    expect(text(adverseActionNotice(denied))).not.toContain("statement of reasons");
  });

  it("carries the ECOA notice naming the CFPB (1002.9(b)(1))", () => {
    const ecoa = section(adverseActionNotice(denied), "Equal Credit Opportunity Act notice")?.paragraphs.join(
      " ",
    );
    expect(ecoa).toContain("prohibits creditors from discriminating against credit applicants");
    expect(ecoa).toContain("race, color, religion, national origin, sex, marital status, age");
    expect(ecoa).toContain("public assistance program");
    expect(ecoa).toContain("Consumer Financial Protection Bureau, 1700 G Street NW, Washington, DC 20552");
  });

  it("discloses the credit score used, its range, date, key factors and bureau, with the rights to a free report and to dispute (FCRA 615(a), 609(f))", () => {
    const disclosure = section(
      adverseActionNotice({ ...denied, scoreUsed: score }),
      "Your credit score and the credit report we used",
    )?.paragraphs;
    expect(disclosure).toEqual(
      expect.arrayContaining([
        "Equifax Information Services LLC, P.O. Box 740241, Atlanta, GA 30374, (800) 685-1111",
        "Your credit score: 612",
        "Date: March 2, 2026",
        "Scores range from a low of 300 to a high of 850.",
        "Key factors that adversely affected your credit score:",
        "Serious delinquency",
        "Proportion of balances to credit limits is too high",
      ]),
    );
    const rights = disclosure?.join(" ");
    expect(rights).toContain("free copy of your report");
    expect(rights).toContain("no later than 60 days");
    expect(rights).toContain("the right to dispute");
    expect(rights).toContain("played no part in our decision");
  });

  it("leaves the credit-score disclosure out when no score was used", () => {
    const notice = adverseActionNotice({ ...denied, reasons: ["noCreditFile"] });
    expect(notice.sections.map((s) => s.heading)).toEqual([
      "Action taken on your application",
      "Principal reasons for our decision",
      "Creditor",
      "Equal Credit Opportunity Act notice",
    ]);
    expect(text(notice)).not.toMatch(/credit score:|Fair Credit Reporting Act/);
  });

  it("names a mortgage loan for a mortgage application", () => {
    expect(text(adverseActionNotice({ ...denied, product: "mortgage" }))).toContain("for a mortgage loan.");
  });
});
