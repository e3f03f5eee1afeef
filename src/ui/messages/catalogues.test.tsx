// @vitest-environment jsdom

import { render, screen } from "@testing-library/react";
import compile from "icu-minify/compile";
import { useTranslations } from "use-intl";
import { describe, expect, it } from "vitest";
import { ApplicantMessages } from "./applicant-messages";
import { CATALOGUES, LOCALES, type Messages } from "./catalogues";
import { MessagesProvider } from "./messages-provider";

/** Every key path of a catalogue, like "common.stepOf". */
function keyPaths(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function StepCounter() {
  const t = useTranslations("common");
  return <p>{t("stepOf", { current: 3, total: 13 })}</p>;
}

/** Reads a message of a test catalogue, which the catalogue types do not know. */
function StepsLeft({ count }: { count: number }) {
  const t = useTranslations() as unknown as (key: string, values: { count: number }) => string;
  return <li>{t("test.stepsLeft", { count })}</li>;
}

describe("the applicant area's message catalogues (decision 019)", () => {
  it("gives screens under the applicant layout their English text", () => {
    render(
      <ApplicantMessages>
        <StepCounter />
      </ApplicantMessages>,
    );
    expect(screen.getByText("Step 3 of 13")).toBeTruthy();
  });

  it("formats ICU plurals by the locale's rules, compiled ahead of time as the browser gets them", () => {
    const messages = {
      test: {
        stepsLeft: compile(
          "{count, plural, =0 {This is the last step} one {# step left} other {# steps left}}",
        ),
      },
    } as unknown as Messages;
    render(
      <MessagesProvider locale="en" messages={messages}>
        <ul>
          <StepsLeft count={0} />
          <StepsLeft count={1} />
          <StepsLeft count={1200} />
        </ul>
      </MessagesProvider>,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "This is the last step",
      "1 step left",
      "1,200 steps left",
    ]);
  });

  it("has the same namespaces and keys in every locale as in English", () => {
    const english = keyPaths(CATALOGUES.en).sort();
    for (const locale of LOCALES) expect(keyPaths(CATALOGUES[locale]).sort(), locale).toEqual(english);
  });

  it("names no lender and uses no regulation or form number: the lender comes from the settings ({lender}), the rules in plain words", () => {
    const texts = (messages: object, prefix = ""): [string, string][] =>
      Object.entries(messages).flatMap(([key, value]): [string, string][] =>
        typeof value === "object" && value !== null
          ? texts(value, `${prefix}${key}.`)
          : [[`${prefix}${key}`, String(value)]],
      );
    const jargon = /Keystone|Reg(ulation)? [BZ]\b|Form 1003/;
    expect(texts(CATALOGUES.en).filter(([, text]) => jargon.test(text))).toEqual([]);
  });
});
