// @vitest-environment jsdom
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { noToEveryDeclaration } from "@/domain/application/application.test-support";
import { type Declarations, declarationsInputFor } from "@/domain/application/declarations";
import { schemaResolver } from "@/ui/form-resolver";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { type DeclarationsFields, DeclarationsFieldsBody, declarationsDefaults } from "./declarations-fields";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

function Harness({
  onSave,
  purchase = false,
  saved = null,
}: {
  onSave: (answers: Declarations) => void;
  purchase?: boolean;
  saved?: Declarations | null;
}) {
  const form = useForm<DeclarationsFields, unknown, Declarations>({
    resolver: schemaResolver<DeclarationsFields, Declarations>(declarationsInputFor({ purchase })),
    defaultValues: declarationsDefaults(saved),
    mode: "onChange",
    shouldUnregister: true,
  });
  return (
    <form aria-label="Declarations" noValidate onSubmit={form.handleSubmit(onSave)}>
      <DeclarationsFieldsBody form={form} purchase={purchase} />
      <button type="submit">Continue</button>
    </form>
  );
}

const answer = async (user: ReturnType<typeof userEvent.setup>, question: RegExp, choice: "Yes" | "No") =>
  user.click(within(screen.getByRole("radiogroup", { name: question })).getByLabelText(choice));

const EVERY_OTHER_QUESTION = [
  /borrowing money for this loan/,
  /mortgage on another property/,
  /new credit/,
  /lien that could be paid before this loan/,
  /co-signer or guarantor/,
  /court judgment/,
  /federal debt/,
  /lawsuit/,
  /deed in lieu/,
  /short sale/,
  /foreclosed on/,
  /declared bankruptcy/,
];

describe("step 7, declarations (Form 1003 section 5)", () => {
  it("asks the seller question only in a purchase", () => {
    renderWithUi(<Harness onSave={vi.fn()} />);
    expect(screen.queryByRole("radiogroup", { name: /related to the seller/ })).toBeNull();
  });

  it("shows each follow-up only after a yes, and sends the answers with them", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithUi(<Harness onSave={onSave} purchase />);
    expect(screen.queryByRole("radiogroup", { name: /owned any other property/ })).toBeNull();
    await answer(user, /live in this property as your primary home/, "Yes");
    await answer(user, /owned any other property/, "Yes");
    await user.click(
      within(screen.getByRole("radiogroup", { name: "How did you use that property?" })).getByLabelText(
        "A second home",
      ),
    );
    await user.click(
      within(screen.getByRole("radiogroup", { name: "How did you hold the title?" })).getByLabelText(
        "By myself",
      ),
    );
    await answer(user, /related to the seller/, "No");
    for (const question of EVERY_OTHER_QUESTION) await answer(user, question, "No");
    await answer(user, /borrowing money for this loan/, "Yes");
    await user.type(screen.getByLabelText("How much are you borrowing or receiving?"), "12500");
    await answer(user, /declared bankruptcy/, "Yes");
    await user.click(
      within(screen.getByRole("radiogroup", { name: "Which kind of bankruptcy?" })).getByLabelText(
        "Chapter 13",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      hasIntentToOccupy: true,
      onwershipInterest: true,
      otherPropertyType: "secondHome",
      otherPropertyTitle: "sole",
      hasSpecialBorrowerSellerRelationship: false,
      borrowedThirdPartyMoneyAmount: 12_500,
      bankruptcy: "13",
    });
  });

  it("drops a follow-up whose question is changed to no, so the answers stay consistent", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithUi(<Harness onSave={onSave} />);
    await answer(user, /live in this property as your primary home/, "No");
    for (const question of EVERY_OTHER_QUESTION) await answer(user, question, "No");
    await answer(user, /declared bankruptcy/, "Yes");
    await user.click(
      within(screen.getByRole("radiogroup", { name: "Which kind of bankruptcy?" })).getByLabelText(
        "Chapter 7",
      ),
    );
    await answer(user, /declared bankruptcy/, "No");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).not.toHaveProperty("bankruptcy");
  });

  it("asks for the chapter after a yes to bankruptcy", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithUi(<Harness onSave={onSave} />);
    await answer(user, /live in this property as your primary home/, "No");
    for (const question of EVERY_OTHER_QUESTION) await answer(user, question, "No");
    await answer(user, /declared bankruptcy/, "Yes");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Choose the chapter of the bankruptcy")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows saved answers with their follow-ups, and has no accessibility violations", async () => {
    const saved = {
      hasIntentToOccupy: false,
      ...noToEveryDeclaration,
      hasBorrowedThirdPartyMoney: true,
      borrowedThirdPartyMoneyAmount: 4_000,
    };
    const { container } = renderWithUi(<Harness onSave={vi.fn()} saved={saved} />);
    expect(
      (screen.getByLabelText("How much are you borrowing or receiving?") as HTMLInputElement).value,
    ).toBe("$4,000");
    expect(await axeViolations(container)).toEqual([]);
  });
});
