import { describe, expect, it } from "vitest";
import { newMessageMessage, somethingNeededMessage, staffAlertMessage } from "./site-alerts";

const lender = { lenderName: "Keystone Home Credit", lenderPhone: "(302) 555-0100" };

describe("the alerts of requests, messages and uploads (decisions 097–099)", () => {
  it("say something is needed, or remind of it, with the documents page's link and nothing else", () => {
    const asked = somethingNeededMessage({
      ...lender,
      to: "a@mail.test",
      reminder: false,
      siteUrl: "https://k.test",
    });
    const reminded = somethingNeededMessage({
      ...lender,
      to: "a@mail.test",
      reminder: true,
      siteUrl: "https://k.test",
    });
    expect(asked.text).toContain("Your loan team needs something more for your loan application.");
    expect(reminded.text).toContain("A reminder: your loan application still needs something from you.");
    for (const m of [asked, reminded]) {
      expect(m.text).toContain("Your documents:\nhttps://k.test/app/upload");
      expect(m.text).toMatch(/^Hello,\n/);
    }
  });

  it("tell a borrower a message waits in the site, and staff which kind of thing a borrower did, with the loan file's link", () => {
    const borrower = newMessageMessage({ ...lender, to: "a@mail.test", siteUrl: "https://k.test" });
    expect(borrower.text).toContain("it can only be read in the site");
    expect(borrower.text).toContain("https://k.test/app/messages");
    const staff = staffAlertMessage({
      to: "o@broker.test",
      about: "upload",
      loanFileUrl: "https://k.test/portal/applicants/1/loan-file",
    });
    expect(staff.subject).toBe("A borrower uploaded documents");
    expect(staff.html).toContain(
      '<a href="https://k.test/portal/applicants/1/loan-file">Open the loan file</a>',
    );
  });
});
