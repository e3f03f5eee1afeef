import { describe, expect, it } from "vitest";
import { sessionCookieName } from "@/server/auth/realms";
import type { Connection } from "@/server/db/client";
import { sessions } from "@/server/db/schema";
import { CALLBACK_URL, totpNow } from "../support/auth-client";
import { APPLICANT_PASSWORD, type AuthWorld, freshAuthWorldForEachTest, STAFF_PASSWORD } from "./auth-world";

let connection: Connection;
let world: AuthWorld;

freshAuthWorldForEachTest(async (fresh, database) => {
  connection = database;
  world = fresh;
});

const REALMS = ["applicant", "portal"] as const;

describe("{auth}/session, /csrf and /providers answer as next-auth's client expects (spec §7)", () => {
  it.each(REALMS)("%s: GET /session without a cookie answers {}", async (realm) => {
    const b = world.browser();
    const response = await b.auth(realm, "/session");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(await response.json()).toEqual({});
  });

  it.each(REALMS)("%s: GET /csrf answers a token and sets the realm's own CSRF cookie", async (realm) => {
    const b = world.browser();
    const response = await b.auth(realm, "/csrf");
    expect(response.status).toBe(200);
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
    const prefix = realm === "applicant" ? "keystone-applicant" : "keystone-portal";
    expect([...b.jar.keys()]).toContain(`${prefix}.csrf-token`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${prefix}.csrf-token=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The same browser keeps its token while the cookie lasts.
    expect(await b.csrf(realm)).toBe(csrfToken);
  });

  it("lists the applicant realm's providers: password or code (credentials) and the e-mailed code", async () => {
    const body = await (await world.browser().auth("applicant", "/providers")).json();
    expect(Object.keys(body).sort()).toEqual(["credentials", "email"]);
    expect(body.credentials).toMatchObject({
      id: "credentials",
      type: "credentials",
      signinUrl: "http://localhost/api/authApplicant/signin/credentials",
      callbackUrl: "http://localhost/api/authApplicant/callback/credentials",
    });
    expect(body.email).toMatchObject({ id: "email", type: "email" });
  });

  it("lists the portal realm's one provider, whose URLs stay in the portal realm", async () => {
    const body = await (await world.browser().auth("portal", "/providers")).json();
    expect(Object.keys(body)).toEqual(["credentials"]);
    expect(body.credentials.callbackUrl).toBe("http://localhost/api/authPortal/callback/credentials");
  });
});

describe("sign-in and sign-out need the realm's CSRF token (spec §6)", () => {
  async function signedUp(b = world.browser()) {
    await world.signedUpApplicant(b, "ann@mail.test");
    await b.signOut("applicant");
    return b;
  }

  it("signs in with the token and answers the callback page", async () => {
    const b = await signedUp();
    const answer = await b.signIn("applicant", { email: "ann@mail.test", password: APPLICANT_PASSWORD });
    expect(answer).toMatchObject({ status: 200, url: CALLBACK_URL.applicant, error: null });
    expect(b.sessionCookie("applicant")).toBeDefined();
    expect(await b.session("applicant")).toMatchObject({
      user: { email: "ann@mail.test", firstName: "Ann", lastName: "Lee" },
    });
  });

  it.each([
    ["missing", null],
    ["wrong", "f".repeat(64)],
  ])("refuses a sign-in with the token %s: no session, no row", async (_, token) => {
    const b = await signedUp();
    await b.csrf("applicant");
    const before = await connection.db.select().from(sessions);
    const answer = await b.signIn(
      "applicant",
      { email: "ann@mail.test", password: APPLICANT_PASSWORD },
      { csrfToken: token },
    );
    expect(answer.url).toBe("http://localhost/api/authApplicant/signin?csrf=true");
    expect(b.sessionCookie("applicant")).toBeUndefined();
    expect(await b.session("applicant")).toEqual({});
    expect(await connection.db.select().from(sessions)).toEqual(before);
  });

  it("refuses a token taken from another browser's cookie (the token and cookie must pair)", async () => {
    const b = await signedUp();
    const other = world.browser();
    const stolen = await other.csrf("applicant");
    const answer = await b.signIn(
      "applicant",
      { email: "ann@mail.test", password: APPLICANT_PASSWORD },
      { csrfToken: stolen },
    );
    expect(answer.url).toMatch(/csrf=true$/);
    expect(b.sessionCookie("applicant")).toBeUndefined();
  });

  it("refuses the portal realm's token on the applicant realm", async () => {
    const b = await signedUp();
    const portalToken = await b.csrf("portal");
    const answer = await b.signIn(
      "applicant",
      { email: "ann@mail.test", password: APPLICANT_PASSWORD },
      { csrfToken: portalToken },
    );
    expect(answer.url).toMatch(/csrf=true$/);
  });

  it.each([
    ["missing", null],
    ["wrong", "0".repeat(64)],
  ])("refuses a sign-out with the token %s: the session goes on", async (_, token) => {
    const b = world.browser();
    await world.signedUpApplicant(b, "ann@mail.test");
    const answer = await b.signOut("applicant", { csrfToken: token });
    expect(answer.url).toBe("http://localhost/api/authApplicant/signout?csrf=true");
    expect(await b.session("applicant")).toMatchObject({ user: { email: "ann@mail.test" } });
    await expect(b.trpc.identity.me.query()).resolves.toMatchObject({ email: "ann@mail.test" });
  });

  it("refuses an e-mailed code request without the token, and mails nothing", async () => {
    await signedUp();
    world.mail.length = 0;
    const answer = await world.browser().form(
      "applicant",
      "/signin/email",
      { email: "ann@mail.test" },
      {
        csrfToken: null,
      },
    );
    expect(answer.url).toMatch(/csrf=true$/);
    expect(world.mail).toEqual([]);
  });
});

describe("POST {auth}/session updates need the CSRF token (spec §7)", () => {
  it("answers the session with the token, and 400 {} without it; the session is never rewritten", async () => {
    const b = world.browser();
    await world.signedUpApplicant(b, "ann@mail.test");
    const token = await b.csrf("applicant");
    const cookie = b.sessionCookie("applicant");

    const refused = await b.auth("applicant", "/session", {
      form: { data: JSON.stringify({ user: { email: "eve@mail.test" } }) },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({});

    const wrong = await b.auth("applicant", "/session", {
      form: { csrfToken: "1".repeat(64), data: "{}" },
    });
    expect(wrong.status).toBe(400);

    const updated = await b.auth("applicant", "/session", {
      form: { csrfToken: token, data: JSON.stringify({ user: { email: "eve@mail.test" } }) },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ user: { email: "ann@mail.test" } });
    expect(b.sessionCookie("applicant")).toBeDefined();
    expect(cookie).toBeDefined();
    await expect(b.trpc.identity.me.query()).resolves.toMatchObject({ email: "ann@mail.test" });
  });

  it("answers {} to an update without a session", async () => {
    const b = world.browser();
    const token = await b.csrf("portal");
    const response = await b.auth("portal", "/session", { form: { csrfToken: token, data: "{}" } });
    expect(await response.json()).toEqual({});
    expect(b.sessionCookie("portal")).toBeUndefined();
  });
});

describe("POST {auth}/_log (spec §7, §8 CLIENT_FETCH_ERROR)", () => {
  const logged = (event: string) =>
    world.api.logLines.map((line) => JSON.parse(line)).filter((line) => line.event === event);

  it.each(REALMS)("%s: records next-auth's client error code and answers {}", async (realm) => {
    const b = world.browser();
    const response = await b.auth(realm, "/_log", {
      form: {
        level: "error",
        code: "CLIENT_FETCH_ERROR",
        message: "fetch failed",
        url: "/api/x",
        client: "true",
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(logged("CLIENT_FETCH_ERROR")).toEqual([
      expect.objectContaining({ realm, event: "CLIENT_FETCH_ERROR", msg: "auth error" }),
    ]);
  });

  it("never writes what the client typed into the log: free-text codes and other levels are refused", async () => {
    const b = world.browser();
    const reports: Record<string, string>[] = [
      { level: "error", code: "ann@mail.test typed 123-45-6789", message: "ann@mail.test" },
      { level: "warn", code: "my SSN is 123-45-6789" },
      { level: "__proto__", code: "X_Y_Z" },
      { level: "debug", code: "X_Y_Z" },
      { code: "X_Y_Z" },
    ];
    for (const form of reports) {
      const response = await b.auth("applicant", "/_log", { form });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({});
    }
    await b.auth("applicant", "/_log", {
      form: { level: "error", code: "CLIENT_FETCH_ERROR", message: "ann@mail.test 123-45-6789" },
    });
    expect(world.api.logLines.join("\n")).not.toMatch(/ann@mail\.test|123-45-6789|X_Y_Z/);
  });

  it("keeps one address to 60 client events a minute over both realms (decision 011)", async () => {
    const b = world.browser();
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const realm = i % 2 ? "portal" : "applicant";
      statuses.push(
        (await b.auth(realm, "/_log", { form: { level: "warn", code: "CLIENT_FETCH_ERROR" } })).status,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
    expect(logged("CLIENT_FETCH_ERROR")).toHaveLength(60);
    // Another address is not held back, and the window passes.
    expect(
      (await world.browser().auth("portal", "/_log", { form: { level: "warn", code: "CLIENT_FETCH_ERROR" } }))
        .status,
    ).toBe(200);
    world.minutes(1);
    expect(
      (await b.auth("portal", "/_log", { form: { level: "warn", code: "CLIENT_FETCH_ERROR" } })).status,
    ).toBe(200);
  });
});

describe("cookies", () => {
  it("names each realm's session cookie for its realm, HttpOnly and SameSite=Lax", async () => {
    const b = world.browser();
    await world.signedUpApplicant(b, "ann@mail.test");
    expect(sessionCookieName("applicant", false)).toBe("keystone-applicant.session-token");
    expect([...b.jar.keys()]).toContain("keystone-applicant.session-token");
    expect([...b.jar.keys()].some((name) => name.startsWith("keystone-portal"))).toBe(false);
  });
});

describe("callbackUrl stays on the site (spec §8 InvalidCallbackUrl)", () => {
  it.each([
    ["/app/documents", "http://localhost/app/documents"],
    ["http://localhost/app/documents", "http://localhost/app/documents"],
    ["https://evil.test/app", "http://localhost"],
    ["javascript:alert(1)", "http://localhost"],
    ["//evil.test/app", "http://localhost"],
    ["app/documents", "http://localhost"],
    ["http://[::1", "http://localhost"],
  ])("signs in with callbackUrl %s and answers %s", async (callbackUrl, expected) => {
    const b = world.browser();
    await world.signedUpApplicant(b, "ann@mail.test");
    await b.signOut("applicant");
    const answer = await b.signIn("applicant", {
      email: "ann@mail.test",
      password: APPLICANT_PASSWORD,
      callbackUrl,
    });
    expect(answer).toMatchObject({ status: 200, url: expected, error: null });
  });

  it.each(REALMS)(
    "%s: never keeps an off-site callbackUrl from a query, and answers a malformed one with next-auth's InvalidCallbackUrl",
    async (realm) => {
      const b = world.browser();
      const cookie = `keystone-${realm}.callback-url`;
      for (const callbackUrl of ["//evil.test", "https://evil.test/app"]) {
        const response = await b.auth(realm, `/session?${new URLSearchParams({ callbackUrl })}`);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({});
        expect(decodeURIComponent(b.jar.get(cookie) ?? "")).toBe("http://localhost");
      }
      for (const callbackUrl of ["not a url", "javascript:alert(1)"]) {
        const response = await b.auth(realm, `/session?${new URLSearchParams({ callbackUrl })}`);
        // Spec §8: InvalidCallbackUrl (INVALID_CALLBACK_URL_ERROR), next-auth's own answer.
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({
          message:
            "There is a problem with the server configuration. Check the server logs for more information.",
        });
      }
      const events = world.api.logLines.map((line) => JSON.parse(line).event);
      expect(events.filter((e) => e === "INVALID_CALLBACK_URL_ERROR")).toHaveLength(2);
      expect(world.api.logLines.join("\n")).not.toMatch(/not a url|alert/);
    },
  );
});

describe("the portal realm needs its CSRF token too", () => {
  it("refuses a staff sign-in without the token before the code is checked, then accepts it with the token", async () => {
    const org = await world.organisation("Acme Credit Union");
    const officer = await world.staff(org.id, "loanOfficer");
    const b = world.browser();
    const { ticket } = await b.trpc.portalAuth.checkPassword.mutate({
      email: officer.email,
      password: STAFF_PASSWORD,
    });
    const code = await totpNow(officer.totpSecret as string);
    for (const csrfToken of [null, "2".repeat(64), await world.browser().csrf("portal")]) {
      const answer = await b.signIn("portal", { ticket, code }, { csrfToken });
      expect(answer.url).toBe("http://localhost/api/authPortal/signin?csrf=true");
      expect(b.sessionCookie("portal")).toBeUndefined();
    }
    expect(await connection.db.select().from(sessions)).toEqual([]);
    // The code was never spent by the refused tries.
    expect((await b.signIn("portal", { ticket, code })).error).toBeNull();
    await expect(b.trpc.portal.home.query()).resolves.toMatchObject({ user: { role: "loanOfficer" } });
  });

  it("refuses a staff sign-out or session update without the token; the session goes on", async () => {
    const org = await world.organisation("Acme Credit Union");
    const officer = await world.staff(org.id, "loanOfficer");
    const b = world.browser();
    await world.signedInStaff(b, officer);
    expect((await b.signOut("portal", { csrfToken: null })).url).toBe(
      "http://localhost/api/authPortal/signout?csrf=true",
    );
    const update = await b.auth("portal", "/session", {
      form: { data: JSON.stringify({ role: "lenderAdmin" }) },
    });
    expect(update.status).toBe(400);
    expect(await b.session("portal")).toMatchObject({ user: { role: "loanOfficer" } });
    await expect(b.trpc.portal.home.query()).resolves.toMatchObject({ user: { role: "loanOfficer" } });
    // With the token, an update rewrites nothing the server decides.
    const token = await b.csrf("portal");
    const updated = await b.auth("portal", "/session", {
      form: { csrfToken: token, data: JSON.stringify({ user: { role: "lenderAdmin" } }) },
    });
    expect(await updated.json()).toMatchObject({ user: { role: "loanOfficer" } });
    await expect(b.trpc.portal.home.query()).resolves.toMatchObject({ user: { role: "loanOfficer" } });
  });
});
