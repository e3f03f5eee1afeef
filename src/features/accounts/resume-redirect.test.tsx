// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QUERY_DEFAULTS } from "@/lib/trpc/query-defaults";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { LandingScreen } from "./landing-screen";
import { LoginScreen } from "./login-screen";

const resume = vi.fn<(input: { flow: string }) => Promise<{ path: string }>>();
const trpc = {
  prequal: {
    resume: {
      queryOptions: (input: { flow: string }) => ({
        queryKey: ["prequal", "resume", input],
        queryFn: () => resume(input),
      }),
    },
  },
};
const router = { push: vi.fn(), replace: vi.fn() };
const session = vi.hoisted(() => ({
  current: {
    status: "authenticated",
    applicant: { email: "ada@mail.test", firstName: "Ada", lastName: "Lovelace" },
  } as {
    status: string;
    applicant: { email: string; firstName: string; lastName: string } | null;
  },
}));
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/app/login" }));
vi.mock("@/ui/applicant-session/applicant-session", () => ({ useApplicant: () => session.current }));

function renderWithApi(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  return renderWithUi(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe("a returning applicant goes where their application stands (spec §4, decision 036)", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    session.current = {
      status: "authenticated",
      applicant: { email: "ada@mail.test", firstName: "Ada", lastName: "Lovelace" },
    };
  });

  it("sends a signed-in applicant at /app/login to the screen prequal.resume names for the build flag's flow", async () => {
    resume.mockResolvedValue({ path: "/prequal/mortgage-select" });
    const { container } = renderWithApi(<LoginScreen />);
    expect(screen.getByRole("heading", { name: "Taking you to where you left off" })).toBeTruthy();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/prequal/mortgage-select"));
    expect(resume).toHaveBeenCalledWith({ flow: "new" });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("sends them to the page that asked for them instead, without asking where they left off", async () => {
    renderWithApi(<LoginScreen callbackUrl="/app/application/3" />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/app/application/3"));
    expect(resume).not.toHaveBeenCalled();
  });

  it("shows who is signed in and a way on when where they left off cannot be read", async () => {
    resume.mockRejectedValue(new Error("Failed to fetch"));
    renderWithApi(<LoginScreen />);
    expect(await screen.findByRole("heading", { name: "You’re signed in" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Check your rate" }).getAttribute("href")).toBe(
      "/prequal/building-type",
    );
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("leaves a visitor who is not signed in on the sign-in form, asking nothing", () => {
    session.current = { status: "unauthenticated", applicant: null };
    renderWithApi(<LoginScreen />);
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(resume).not.toHaveBeenCalled();
  });

  it("sends anyone at the area's landing on, to the server's answer", async () => {
    resume.mockResolvedValue({ path: "/app/application/4" });
    renderWithApi(<LandingScreen />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/app/application/4"));
  });
});
