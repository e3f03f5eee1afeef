import { PDFDocument } from "pdf-lib";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxToken } from "@/domain/ports/captcha";
import { CLIENT_ADDRESS_HEADER } from "@/server/auth/client-address";
import type { Connection } from "@/server/db/client";
import { noticeDownload } from "@/server/notices/notice-download";
import { apiUnderTest, ORIGIN } from "../support/api-client";
import { browser } from "../support/auth-client";
import { freshDatabase } from "../support/test-database";

let connection: Connection;
let api: ReturnType<typeof apiUnderTest>;

beforeAll(async () => {
  connection = await freshDatabase();
  api = apiUnderTest(connection);
});
afterAll(() => connection.close());

/** A visitor without an account: the prequalification API over HTTP, keeping the cookies it is given. */
function visitor() {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  return {
    jar,
    cookie,
    async mutate(path: string, input: unknown): Promise<unknown> {
      const response = await api.handle(
        new Request(`${ORIGIN}/api/trpc/${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-same-origin": "1",
            "x-recaptcha-token": sandboxToken("api_update", "test"),
            [CLIENT_ADDRESS_HEADER]: "198.51.100.7",
            ...(jar.size ? { cookie: cookie() } : {}),
          },
          body: JSON.stringify(superjson.serialize(input)),
        }),
      );
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const body = (await response.json()) as { result?: { data: unknown }; error?: unknown };
      if (!response.ok) throw new Error(`${path} refused: ${JSON.stringify(body.error)}`);
      return superjson.deserialize(body.result?.data as never);
    },
  };
}

/** The new flow's first three answers; "yes" at listed-for-sale declines with a notice (issue 8). */
async function answerUpToListedForSale(person: ReturnType<typeof visitor>, listedForSale: "yes" | "no") {
  await person.mutate("prequal.saveStep", {
    flow: "new",
    step: "building-type",
    answers: { propertyType: "singleFamily", units: "1", propertyUse: "primaryResidence" },
  });
  await person.mutate("prequal.saveStep", {
    flow: "new",
    step: "address",
    answers: {
      address: { line1: "12 Elm Street", city: "Wilmington", state: "DE", zip: "19801" },
      estimatedValue: "$450,000",
    },
  });
  return person.mutate("prequal.saveStep", {
    flow: "new",
    step: "listed-for-sale",
    answers: { listedForSale },
  });
}

const download = (cookie?: string) =>
  noticeDownload(
    new Request(`${ORIGIN}/app/ineligible/notice.pdf`, {
      headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.7", ...(cookie ? { cookie } : {}) },
    }),
    { auth: async () => api.runtime, prequal: async () => api.prequal },
  );

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(await response.text()).not.toContain("%PDF");
}

describe("GET /app/ineligible/notice.pdf (Reg B notice as a PDF, only for its owner)", () => {
  it("gives the owner of a declined anonymous draft their notice as an attachment, never cached or sniffed", async () => {
    const owner = visitor();
    expect(await answerUpToListedForSale(owner, "yes")).toEqual({ next: "/app/ineligible/other-reasons" });

    const response = await download(owner.cookie());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="adverse-action-notice.pdf"',
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe("Statement of credit denial");
    expect(pdf.getAuthor()).toBe("Test Lender LLC");
  });

  it("answers 404 to anyone else: no cookie, someone else's draft, a draft not declined, a forged cookie", async () => {
    const owner = visitor();
    await answerUpToListedForSale(owner, "yes");
    await expectNotFound(await download());

    const other = visitor();
    await answerUpToListedForSale(other, "no");
    await expectNotFound(await download(other.cookie()));

    const forged = owner.cookie().replace(/=(.)/, (_all, first: string) => `=${first === "A" ? "B" : "A"}`);
    await expectNotFound(await download(forged));
  });

  it("follows the draft into the account: the signed-in owner's session reaches it; another applicant's does not", async () => {
    const owner = visitor();
    await answerUpToListedForSale(owner, "yes");
    const signedIn = browser(api, { cookies: owner.jar });
    await signedIn.trpc.identity.signUp.mutate({
      email: "lister@mail.test",
      firstName: "Lee",
      lastName: "Lister",
      phone: "(302) 555-0142",
      password: "",
    });
    const code = api.mail.sent.at(-1)?.subject.match(/^(\d{6})/)?.[1] ?? "";
    expect(
      (await signedIn.signIn("applicant", { email: "lister@mail.test", token: code })).error,
    ).toBeFalsy();
    // The first prequalification call with both cookies hands the draft to the account (decision 020).
    expect(await signedIn.trpc.prequal.notice.query()).toMatchObject({ reasons: ["listedForSale"] });

    const session = signedIn.sessionCookie("applicant");
    const sessionOnly = [...signedIn.jar].filter(([name]) => name.includes("session-token"));
    expect(session).toBeDefined();
    const response = await download(sessionOnly.map(([name, value]) => `${name}=${value}`).join("; "));
    expect(response.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    const stranger = browser(api);
    await stranger.trpc.identity.signUp.mutate({
      email: "stranger@mail.test",
      firstName: "Sam",
      lastName: "Stranger",
      phone: "(302) 555-0143",
      password: "",
    });
    const strangerCode = api.mail.sent.at(-1)?.subject.match(/^(\d{6})/)?.[1] ?? "";
    await stranger.signIn("applicant", { email: "stranger@mail.test", token: strangerCode });
    await expectNotFound(await download([...stranger.jar].map(([n, v]) => `${n}=${v}`).join("; ")));

    await signedIn.signOut("applicant");
    await expectNotFound(await download(sessionOnly.map(([name, value]) => `${name}=${value}`).join("; ")));
  });
});
