import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { UiProviders } from "@/ui/ui-providers.test-support";
import { ApplicationStepAfterFirstPaint } from "./steps-after-first-paint";

const address = vi.hoisted(() => ({ search: "" }));
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(address.search) }));

// The HTML escapes the apostrophe: "Your coborrower&#x27;s …".
const serverHtml = (step: Parameters<typeof ApplicationStepAfterFirstPaint>[0]["step"]) =>
  renderToString(
    <UiProviders>
      <ApplicationStepAfterFirstPaint step={step} />
    </UiProviders>,
  );

describe("an application step's first paint (decision 051)", () => {
  it("is the step's waiting frame, titled for whose turn the address names, with none of the form", () => {
    address.search = "";
    const borrower = serverHtml("personalInfo");
    expect(borrower).toContain("<h1");
    expect(borrower).toContain("Personal information");
    expect(borrower).not.toContain("<form");

    address.search = "borrower=coborrower";
    expect(serverHtml("personalInfo")).toContain("Your coborrower&#x27;s personal information");
    expect(serverHtml("employment")).toContain("Your coborrower&#x27;s employment history");
  });

  it("keeps the borrower's title on a step the application answers once", () => {
    address.search = "borrower=coborrower";
    expect(serverHtml("subjectProperty")).toContain("Property information");
  });
});
