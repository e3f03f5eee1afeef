// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { useTranslations } from "use-intl";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./catalogues";
import { compiledMessagesFor } from "./compiled-catalogues";
import { MessagesProvider } from "./messages-provider";

function keyPaths(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? keyPaths(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function StepOf() {
  const t = useTranslations("common");
  return <p>{t("stepOf", { current: 2, total: 9 })}</p>;
}

describe("catalogues compiled ahead of time (what the browser's use-intl formats)", () => {
  it("keep every key of the source catalogue, and are compiled once per process", () => {
    expect(keyPaths(compiledMessagesFor("en")).sort()).toEqual(keyPaths(CATALOGUES.en).sort());
    expect(compiledMessagesFor("en")).toBe(compiledMessagesFor("en"));
  });

  it("are plain data React can send to the browser (no prototype-less objects)", () => {
    const prototypes = new Set<unknown>();
    const walk = (node: unknown) => {
      if (node && typeof node === "object") {
        prototypes.add(Object.getPrototypeOf(node));
        for (const value of Object.values(node)) walk(value);
      }
    };
    walk(compiledMessagesFor("en"));
    expect([...prototypes].every((p) => p === Object.prototype || p === Array.prototype)).toBe(true);
  });

  it("format with their arguments as the source message reads", () => {
    render(
      <MessagesProvider locale="en" messages={compiledMessagesFor("en")}>
        <StepOf />
      </MessagesProvider>,
    );
    expect(screen.getByText("Step 2 of 9")).toBeTruthy();
  });
});
