// What component tests render inside: the signed-in areas' MUI theme and the applicant area's
// English messages, as the (applicant) layout gives them. Also an axe-core check for jsdom.
import { ThemeProvider } from "@mui/material/styles";
import { cleanup, type RenderOptions, render } from "@testing-library/react";
import axe from "axe-core";
import type { ReactElement, ReactNode } from "react";
import { afterEach } from "vitest";
import { compiledMessagesFor } from "./messages/compiled-catalogues";
import { MessagesProvider } from "./messages/messages-provider";
import { theme } from "./theme";

// Testing Library unmounts after each test only when the runner has globals; this project's has not.
afterEach(cleanup);

// jsdom has no CSS.escape; user-event needs it to move between radios with the arrow keys.
if (typeof window !== "undefined" && !window.CSS?.escape) {
  const cssEscape = (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
  Object.assign(window, { CSS: { ...window.CSS, escape: cssEscape } });
}

export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <MessagesProvider locale="en" messages={compiledMessagesFor("en")}>
        {children}
      </MessagesProvider>
    </ThemeProvider>
  );
}

export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { wrapper: UiProviders, ...options });
}

/**
 * axe-core's violations in `element`, as "rule: target" lines so a failure names them. jsdom lays
 * nothing out, so colour contrast is left to the browser tests; `region` (content outside
 * landmarks) belongs to the page's shell, not to a component.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} (${violation.help})`),
  );
}
