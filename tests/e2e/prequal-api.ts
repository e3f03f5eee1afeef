import { expect, type Page } from "@playwright/test";
import superjson from "superjson";
import { Inbox, newApplicantEmail } from "./outbox";

/**
 * The prequalification API as the funnel's screens call it (spec §7): /api/trpc with X-Same-Origin
 * on every call and the sandbox bot-check token on writes, through the page's own cookie jar, so the
 * draft cookie and the session it gets are the browser's. For journeys whose screens are not the
 * subject of the test.
 */
export function prequalApi(page: Page) {
  let nonce = 0;
  const answer = async (response: Awaited<ReturnType<Page["request"]["get"]>>, path: string) => {
    const body = (await response.json()) as {
      result?: { data: unknown };
      error?: { json?: { message?: string } };
    };
    if (!response.ok())
      throw new Error(`${path} refused (${response.status()}): ${body.error?.json?.message}`);
    return superjson.deserialize(body.result?.data as Parameters<typeof superjson.deserialize>[0]);
  };
  return {
    async query<T>(path: string, input?: unknown): Promise<T> {
      const search =
        input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
      const response = await page.request.get(`/api/trpc/${path}${search}`, {
        headers: { "X-Same-Origin": "1" },
      });
      return (await answer(response, path)) as T;
    },
    async mutate<T>(path: string, input?: unknown): Promise<T> {
      const response = await page.request.post(`/api/trpc/${path}`, {
        headers: {
          "X-Same-Origin": "1",
          "X-Recaptcha-Token": `sandbox.api_update.e2e${++nonce}`,
          "Content-Type": "application/json",
        },
        data: input === undefined ? "" : JSON.stringify(superjson.serialize(input)),
      });
      return (await answer(response, path)) as T;
    },
  };
}

/** Signs the page's browser in to the applicant realm with an e-mailed code (next-auth credentials). */
export async function signInWithCode(page: Page, inbox: Inbox) {
  const code = await inbox.nextCode();
  const { csrfToken } = (await (await page.request.get("/api/authApplicant/csrf")).json()) as {
    csrfToken: string;
  };
  const response = await page.request.post("/api/authApplicant/callback/credentials", {
    form: { csrfToken, email: inbox.email, token: code, callbackUrl: "/app/login", json: "true" },
  });
  expect(response.ok(), "the code sign-in is accepted").toBe(true);
  const session = (await (await page.request.get("/api/authApplicant/session")).json()) as {
    user?: { email?: string };
  };
  expect(session.user?.email).toBe(inbox.email);
}

type Next = { next: string };

/**
 * A fresh SSN per journey (area 100-665, never 000, 666 or 9xx): the server reuses a credit report
 * pulled for the same SSN and birth date within 30 days, so one shared SSN would give every persona
 * the first one's file.
 */
export function freshSsn(): string {
  const pick = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pick(100, 665)}-${pad(pick(1, 99), 2)}-${pad(pick(1, 9999), 4)}`;
}

/**
 * The new flow (/prequal) from building-type on, for a person whose last name picks the sandbox
 * credit bureau's persona, until the journey reaches an ineligible screen or the offer. A
 * `coborrower` (their last name picks their persona too) consents to a joint pull. Answers the
 * report's mortgages on this home as its liens (a rental's mortgage stays with the rental) and pays
 * off no debts. Returns the path the API named last.
 */
export async function newFlowJourney(
  page: Page,
  person: {
    lastName: string;
    listedForSale?: boolean;
    coborrower?: { firstName: string; lastName: string };
  },
): Promise<{ next: string; inbox: Inbox | null }> {
  const api = prequalApi(page);
  const save = (step: string, answers: unknown) =>
    api.mutate<Next>("prequal.saveStep", { flow: "new", step, answers });
  await save("building-type", { propertyType: "singleFamily", units: "1", propertyUse: "primaryResidence" });
  await save("address", {
    address: { line1: "12 Elm Street", city: "Wilmington", state: "DE", zip: "19801" },
    estimatedValue: "$450,000",
  });
  const listed = await save("listed-for-sale", { listedForSale: person.listedForSale ? "yes" : "no" });
  if (listed.next.startsWith("/app/ineligible/")) return { next: listed.next, inbox: null };
  await save("new-mortgage", { product: "heloc" });
  await save("derogatory", { bankruptcy: "no", foreclosure: "no", shortSale: "no" });

  const inbox = new Inbox(newApplicantEmail(person.lastName.toLowerCase()));
  const credit = {
    flow: "new",
    firstName: "Pat",
    lastName: person.lastName,
    dateOfBirth: "03/21/1985",
    ssn: freshSsn(),
    // Enough income that debt-to-income never decides: each persona's own reason does. (Priced at the
    // pull, before mortgage-select, the line is the largest the value allows, and its interest would
    // push an ordinary income over 45% for Boost and Underwater.)
    annualIncome: "$300,000",
    consent: true,
    email: inbox.email,
    phone: "(302) 555-0142",
    withCoborrower: person.coborrower ? "yes" : "no",
  };
  expect(await api.mutate("prequal.submitCredit", credit)).toEqual({ next: "enterCode", email: inbox.email });
  await signInWithCode(page, inbox);
  let { next } = await api.mutate<Next>("prequal.submitCredit", credit);

  for (let steps = 0; steps < 7 && !next.startsWith("/app/ineligible/"); steps++) {
    if (next === "/prequal/coborrower" && person.coborrower)
      ({ next } = await save("coborrower", {
        withCoborrower: true,
        ...person.coborrower,
        dateOfBirth: "07/04/1987",
        ssn: freshSsn(),
        annualIncome: "$90,000",
        consent: true,
      }));
    else if (next === "/prequal/credit-check")
      ({ next } = await api.mutate<Next>("prequal.pullCredit", { flow: "new" }));
    else if (next === "/prequal/mortgage-select") {
      const journey = await api.query<{ reportMortgages: { id: string; onThisHome: boolean }[] }>(
        "prequal.journey",
        { flow: "new" },
      );
      const liens = journey.reportMortgages.filter((m) => m.onThisHome).map((m) => m.id);
      ({ next } = await save("mortgage-select", { mortgageIds: liens }));
    } else if (next === "/prequal/debts") ({ next } = await save("debts", { payoffLiabilityIds: [] }));
    else break;
  }
  return { next, inbox };
}
