import { describe, expect, it } from "vitest";
import { type RedirectInput, redirectFor } from "./redirect-for";

const visit = (path: string, overrides: Partial<RedirectInput> = {}): RedirectInput => ({
  path,
  status: "application3",
  conditionallyApproved: false,
  declinedTo: null,
  hasLoan: true,
  isFirstLoadOrReload: true,
  authenticated: true,
  applicationLoaded: true,
  ...overrides,
});

describe("redirect rules (spec §4)", () => {
  it.each([
    "/",
    "/faq",
    "/terms-of-use",
    "/portal/manage-users",
    "/insights",
    "/insight-blog/some-post",
    "/app/ineligible/low-equity",
    "/app/application/application-summary",
    "/app/application/faqs",
    "/app/upload",
    "/app/application/upload",
    "/app/bank-statement",
    "/app/messages",
  ])("never redirects %s, even when conditionally approved (spec §4)", (path) => {
    expect(
      redirectFor(
        visit(path, { conditionallyApproved: true, authenticated: false, applicationLoaded: false }),
      ),
    ).toBeNull();
  });

  it.each([
    "/api/auth/signin",
    "/api/auth/session",
    "/api/authApplicant/signout",
    "/signin",
    "/signout",
    "/callback/credentials",
    "/error",
    "/app/login",
  ])(
    "never redirects the sign-in and sign-out route %s, so a person can always sign out (spec §2, §4)",
    (path) => {
      for (const status of ["applicationSubmitted", "application3"]) {
        expect(redirectFor(visit(path, { status, conditionallyApproved: true }))).toBeNull();
      }
    },
  );

  it.each(["/app/initial-setup/zip", "/prequal/address"])(
    "sends a conditionally approved application on funnel page %s to the submitted screen (spec §4)",
    (path) => {
      expect(redirectFor(visit(path, { conditionallyApproved: true }))).toBe("/app/application/submitted");
    },
  );

  it("leaves pages outside the app and funnel alone, even for status applicationSubmitted (spec §4)", () => {
    expect(redirectFor(visit("/some-other-page", { status: "applicationSubmitted" }))).toBeNull();
  });

  it("sends a conditionally approved application to the submitted screen (spec §4)", () => {
    expect(redirectFor(visit("/app/application/2", { conditionallyApproved: true }))).toBe(
      "/app/application/submitted",
    );
  });

  it("sends status applicationSubmitted to the submitted screen, even on in-app navigation (spec §4)", () => {
    const input = visit("/app/application/4", { status: "applicationSubmitted", isFirstLoadOrReload: false });
    expect(redirectFor(input)).toBe("/app/application/submitted");
  });

  it.each(["/app/application/submitted", "/app/application/4", "/prequal/address"])(
    "sends an application declined at submission from %s to its ineligible screen, where its notice is (decision 043)",
    (path) => {
      const input = visit(path, {
        status: "applicationSubmitted",
        declinedTo: "/app/ineligible/other-reasons",
      });
      expect(redirectFor(input)).toBe("/app/ineligible/other-reasons");
    },
  );

  it("keeps status applicationSubmitted on the submitted screen (spec §4)", () => {
    expect(redirectFor(visit("/app/application/submitted/", { status: "applicationSubmitted" }))).toBeNull();
  });

  it("sends a user with a loan to the status page on first load or reload (spec §4)", () => {
    expect(redirectFor(visit("/app/application/4?x=1"))).toBe("/app/application/2");
  });

  it("lets a user with a loan move between pages without a redirect (spec §4)", () => {
    expect(redirectFor(visit("/app/application/4", { isFirstLoadOrReload: false }))).toBeNull();
  });

  it("leaves a user with a loan on the status page where they are (spec §4)", () => {
    expect(redirectFor(visit("/app/application/2"))).toBeNull();
  });

  it("does not move a user without a loan (spec §4)", () => {
    expect(redirectFor(visit("/app/application/4", { hasLoan: false }))).toBeNull();
  });

  it.each([
    "/app/application/1",
    "/app/application/4",
    "/app/application/income-verification",
    "/app/application/7",
    "/app/application/submitted",
    "/app/application/other-income",
  ])("ends the session when %s is visited unauthenticated with no application (spec §4)", (path) => {
    expect(redirectFor(visit(path, { authenticated: false, applicationLoaded: false }))).toBe("signOut");
  });

  it("does not end the session while the application is loaded (spec §4)", () => {
    expect(
      redirectFor(visit("/app/application/2", { authenticated: false, applicationLoaded: true })),
    ).toBeNull();
  });

  it("does not end the session on other application pages such as the sign step (spec §4)", () => {
    expect(
      redirectFor(
        visit("/app/application/sign", { authenticated: false, applicationLoaded: false, hasLoan: false }),
      ),
    ).toBeNull();
  });
});
