// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "@/ui/ui-providers.test-support";
import { connectorsCreated, insuranceConnector } from "./insurance-connector";
import { LinkInsurance } from "./link-insurance";

const trpc = {
  insurance: {
    link: {
      mutationOptions: (options: object = {}) => ({
        ...options,
        mutationFn: async () => ({
          carrier: "Harbor Mutual",
          expires: new Date(),
          mortgageStatementFiled: true,
        }),
      }),
    },
  },
};
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));

const client = new QueryClient();
const withApi = (ui: ReactElement) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
const renderWithApi = (ui: ReactElement) => renderWithUi(withApi(ui));

describe("the insurance-verification connector (spec §1: created once per page)", () => {
  it("is created once however often screens mount, re-render, unmount and mount it again", async () => {
    const first = renderWithApi(<LinkInsurance />);
    first.rerender(withApi(<LinkInsurance />));
    first.unmount();
    // A client-side navigation to another screen mounting it: same module, same connector.
    renderWithApi(
      <>
        <LinkInsurance />
        <LinkInsurance />
      </>,
    );
    expect(
      await screen.findAllByRole("heading", { name: "Link your homeowners insurance (optional)" }),
    ).toHaveLength(2);
    expect(connectorsCreated()).toBe(1);
    expect(insuranceConnector()).toBe(insuranceConnector());
    expect(connectorsCreated()).toBe(1);
  });

  it("shares a link's outcome with every screen mounting it", async () => {
    renderWithApi(<LinkInsurance />);
    insuranceConnector().recordLinked({
      carrier: "Harbor Mutual",
      expires: new Date(),
      mortgageStatementFiled: true,
    });
    expect(await screen.findByText(/Your homeowners policy with Harbor Mutual is linked/)).toBeTruthy();
    expect(connectorsCreated()).toBe(1);
  });
});
