// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { StepLayout, type StepLayoutProps } from "./step-layout";
import { axeViolations, renderWithUi } from "./ui-providers.test-support";

function renderStep(props: Partial<StepLayoutProps> = {}) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const view = renderWithUi(
    <StepLayout
      title="How do you use this property?"
      step={{ current: 3, total: 13 }}
      onSubmit={onSubmit}
      {...props}
    >
      <label>
        Property value <input name="value" />
      </label>
    </StepLayout>,
  );
  return { ...view, onSubmit };
}

describe("StepLayout: one step of the funnel", () => {
  it("shows the title, 'Step 3 of 13' and a progress bar named by it", () => {
    renderStep();
    expect(screen.getByRole("heading", { level: 1, name: "How do you use this property?" })).toBeTruthy();
    expect(screen.getByText("Step 3 of 13")).toBeTruthy();
    const bar = screen.getByRole("progressbar", { name: "Step 3 of 13" });
    expect(bar.tagName).toBe("PROGRESS");
    expect(bar.getAttribute("value")).toBe("3");
    expect(bar.getAttribute("max")).toBe("13");
    expect(screen.getByRole("form", { name: "How do you use this property?" })).toBeTruthy();
  });

  it("shows no counter and no bar when the page is not a numbered step", () => {
    renderStep({ step: null });
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByText(/Step \d+ of/)).toBeNull();
  });

  it("keeps Continue disabled until the form says the answers are valid, and says why meanwhile", async () => {
    const { onSubmit, rerender } = renderStep({ continueDisabled: true });
    const proceed = screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(true);
    expect(screen.getByText("Answer the questions above to continue.")).toBeTruthy();
    fireEvent.click(proceed);
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <StepLayout title="How do you use this property?" step={{ current: 3, total: 13 }} onSubmit={onSubmit}>
        <input aria-label="Property value" />
      </StepLayout>,
    );
    expect(screen.queryByText("Answer the questions above to continue.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("submits with Enter from a field, by keyboard alone", async () => {
    const { onSubmit } = renderStep();
    await userEvent.type(screen.getByLabelText("Property value"), "250000{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("ignores a second submit while saving, and keeps Continue focusable", () => {
    const { onSubmit } = renderStep({ submitting: true });
    const saving = screen.getByRole("button", { name: "Saving…" }) as HTMLButtonElement;
    expect(saving.disabled).toBe(false);
    expect(saving.getAttribute("aria-disabled")).toBe("true");
    fireEvent.submit(saving.closest("form") as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("goes back by a link to a path, or by a button that runs the given function", async () => {
    const { unmount } = renderStep({ back: "/prequal/building-type" });
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/prequal/building-type");
    unmount();

    const goBack = vi.fn();
    const { onSubmit } = renderStep({ back: goBack });
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the focus on its heading when it mounts with the focus on the page body (the form it replaced had it)", () => {
    (document.activeElement as HTMLElement | null)?.blur();
    renderStep();
    const heading = screen.getByRole("heading", { level: 1, name: "How do you use this property?" });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });

  it("leaves the focus in a field the person is already in when it mounts", () => {
    const field = document.createElement("input");
    document.body.append(field);
    field.focus();
    renderStep();
    expect(document.activeElement).toBe(field);
    field.remove();
  });

  it("puts Continue before Back in the page, so Tab reaches Continue first as it is shown first on a phone", () => {
    renderStep({ back: "/prequal/building-type" });
    const proceed = screen.getByRole("button", { name: "Continue" });
    const back = screen.getByRole("link", { name: "Back" });
    expect(proceed.compareDocumentPosition(back) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows an error in an alert", () => {
    renderStep({ error: "We could not save your answer. Try again." });
    expect(screen.getByRole("alert").textContent).toBe("We could not save your answer. Try again.");
  });

  it("has no axe violations, with every part shown", async () => {
    const { container } = renderStep({
      back: "/prequal/building-type",
      description: "Tell us how the home is used.",
      error: "We could not save your answer. Try again.",
      continueDisabled: true,
    });
    expect(await axeViolations(container)).toEqual([]);
  });
});
