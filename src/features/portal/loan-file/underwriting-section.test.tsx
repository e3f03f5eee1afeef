// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STALE_DECISION } from "@/domain/decisions/human-decision";
import { refusal, renderWithFakeApi } from "../fake-api.test-support";
import { UnderwritingSection, type UnderwritingView } from "./underwriting-section";

const APPLICATION_ID = "7d3c1a52-4a0e-4f7a-9a55-3f1d2b6c8e01";
const REFERRED_ID = "0b9e8f1a-2c3d-4e5f-8a7b-9c0d1e2f3a4b";
const at = new Date("2026-11-20T10:00:00Z");

function view(over: Partial<UnderwritingView> = {}): UnderwritingView {
  return {
    decisions: [
      {
        id: REFERRED_ID,
        outcome: "referred",
        reasons: [],
        comment: null,
        decidedBy: "The system",
        decidedAt: at,
        supersedes: null,
      },
    ],
    currentDecisionId: REFERRED_ID,
    declined: false,
    milestone: "submitted",
    milestoneAt: null,
    milestoneBy: null,
    completedAt: at,
    may: { decide: true, moveMilestones: true },
    ...over,
  };
}

const decideForm = () => screen.getByRole("form", { name: "Decide" });

describe("the loan file's underwriting section (decisions 091, 092)", () => {
  it("declines with principal reasons and a comment, sending the decision it read", async () => {
    const { calls } = renderWithFakeApi(<UnderwritingSection applicationId={APPLICATION_ID} />, {
      "portal.underwriting.get": () => view(),
      "portal.loanFile.get": () => null,
      "portal.underwriting.decide": () => ({ decisionId: REFERRED_ID, outcome: "declined", decidedAt: at }),
    });
    const form = await waitFor(decideForm);
    fireEvent.click(within(form).getByRole("radio", { name: "Decline" }));
    fireEvent.click(
      within(form).getByRole("checkbox", { name: "Excessive obligations in relation to income" }),
    );
    fireEvent.change(within(form).getByRole("textbox", { name: "Comment" }), {
      target: { value: "DTI 61% on verified income." },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Record the decision" }));
    await screen.findByText("Decision recorded.");
    expect(calls.find(([path]) => path === "portal.underwriting.decide")?.[1]).toEqual({
      applicationId: APPLICATION_ID,
      supersedes: REFERRED_ID,
      outcome: "declined",
      comment: "DTI 61% on verified income.",
      reasons: ["highDebtToIncome"],
    });
  });

  it("asks for the comment and a decline's reasons before sending anything", async () => {
    const { calls } = renderWithFakeApi(<UnderwritingSection applicationId={APPLICATION_ID} />, {
      "portal.underwriting.get": () => view(),
    });
    const form = await waitFor(decideForm);
    fireEvent.click(within(form).getByRole("radio", { name: "Decline" }));
    fireEvent.click(within(form).getByRole("button", { name: "Record the decision" }));
    expect(
      await within(form).findByText("Write a comment: it is kept with your decision as its reasoning."),
    ).toBeTruthy();
    expect(
      within(form).getByText(
        "Choose the principal reasons for the decline: the applicant's notice states them.",
      ),
    ).toBeTruthy();
    expect(calls.some(([path]) => path === "portal.underwriting.decide")).toBe(false);
  });

  it("shows the server's sentence when someone decided meanwhile, keeping what was entered", async () => {
    renderWithFakeApi(<UnderwritingSection applicationId={APPLICATION_ID} />, {
      "portal.underwriting.get": () => view(),
      "portal.underwriting.decide": () => {
        throw refusal("CONFLICT", STALE_DECISION);
      },
    });
    const form = await waitFor(decideForm);
    fireEvent.click(within(form).getByRole("radio", { name: "Approve" }));
    const comment = within(form).getByRole("textbox", { name: "Comment" });
    fireEvent.change(comment, { target: { value: "Verified." } });
    fireEvent.click(within(form).getByRole("button", { name: "Record the decision" }));
    expect((await screen.findByRole("alert")).textContent).toContain(STALE_DECISION);
    expect((comment as HTMLTextAreaElement).value).toBe("Verified.");
  });

  it("shows the history with comments as text, and no forms to a role that may not use them", async () => {
    renderWithFakeApi(<UnderwritingSection applicationId={APPLICATION_ID} />, {
      "portal.underwriting.get": () =>
        view({
          decisions: [
            {
              id: "1b9e8f1a-2c3d-4e5f-8a7b-9c0d1e2f3a4b",
              outcome: "approved",
              reasons: [],
              comment: "<b>Verified</b>",
              decidedBy: "Uma Underwood",
              decidedAt: at,
              supersedes: REFERRED_ID,
            },
            ...view().decisions,
          ],
          currentDecisionId: "1b9e8f1a-2c3d-4e5f-8a7b-9c0d1e2f3a4b",
          milestone: "processing",
          may: { decide: false, moveMilestones: false },
        }),
    });
    expect(await screen.findByText("<b>Verified</b>")).toBeTruthy();
    expect(screen.getByText("Approved")).toBeTruthy();
    expect(screen.getByText("Referred to an underwriter")).toBeTruthy();
    expect(screen.getByText("The loan is at “Processing”.")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Decide" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Move the loan" })).toBeNull();
  });
});
