// A signed-in applicant on a running site, the way a person becomes one: sign up through the typed
// API, read the e-mailed code from the outbox, sign in with it at the applicant realm's next-auth.
// Used by the benchmark for the session rows; answers the Cookie header the browser would send.
import fs from "node:fs";
import path from "node:path";

const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => !pair.endsWith("="));

async function codeFromOutbox(dataDir, email) {
  const outbox = path.join(dataDir, "outbox");
  for (let tries = 0; tries < 50; tries++) {
    for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const message = fs.readFileSync(path.join(outbox, file), "utf8");
      if (!message.includes(email)) continue;
      const code = /(\d{6}) is your Keystone sign-in code/.exec(message)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No sign-in code for ${email} in ${outbox}`);
}

export async function signedInApplicant(
  siteUrl,
  dataDir,
  email = `bench-${Date.now()}@keystone-bench.test`,
  { signUp: withSignUp = true } = {},
) {
  if (withSignUp) await signUp(siteUrl, email);
  return signIn(siteUrl, dataDir, email);
}

async function signUp(siteUrl, email) {
  const signUp = await fetch(`${siteUrl}/api/trpc/identity.signUp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-same-origin": "1",
      "x-recaptcha-token": `sandbox.api_update.bench${Date.now()}`,
    },
    body: JSON.stringify({
      json: { email, firstName: "Bench", lastName: "Applicant", phone: "(215) 555-0100" },
    }),
  });
  if (!signUp.ok) throw new Error(`Sign-up answered ${signUp.status}: ${await signUp.text()}`);
}

async function signIn(siteUrl, dataDir, email) {
  const code = await codeFromOutbox(dataDir, email);
  const csrf = await fetch(`${siteUrl}/api/authApplicant/csrf`);
  const { csrfToken } = await csrf.json();
  const signIn = await fetch(`${siteUrl}/api/authApplicant/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ email, token: code, csrfToken, callbackUrl: "/", json: "true" }),
  });
  const session = cookiesOf(signIn).find((pair) => pair.includes("session-token"));
  if (!session) throw new Error(`Sign-in answered ${signIn.status} without a session cookie`);
  return session;
}

/** One tRPC call as the browser makes it; answers the result's data and the cookies it set. */
async function call(siteUrl, procedure, input, { cookie = "", mutation = true } = {}) {
  const url = `${siteUrl}/api/trpc/${procedure}`;
  const headers = { "x-same-origin": "1", cookie };
  const response = mutation
    ? await fetch(url, {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "x-recaptcha-token": `sandbox.api_update.b${Date.now()}`,
        },
        body: JSON.stringify({ json: input }),
      })
    : await fetch(`${url}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, { headers });
  const body = await response.json();
  if (!response.ok) throw new Error(`${procedure} answered ${response.status}: ${JSON.stringify(body)}`);
  return { data: body.result.data.json, cookies: cookiesOf(response) };
}

/**
 * A signed-in applicant with a priced HELOC offer, the way a person gets one: the new flow's first
 * steps anonymously (the draft's cookie), the credit step's sign-up and code, the soft pull of the
 * sandbox's default persona, the mortgage on the home and no payoffs. Answers the session cookie
 * and the e-mail, for quote.current.
 */
export async function applicantWithOffer(siteUrl, dataDir) {
  const email = `bench-offer-${Date.now()}@keystone-bench.test`;
  const steps = [
    ["building-type", { propertyType: "singleFamily", units: "1", propertyUse: "primaryResidence" }],
    [
      "address",
      {
        address: { line1: "100 Main Street", city: "Wilmington", state: "DE", zip: "19801" },
        estimatedValue: "$650,000",
      },
    ],
    ["listed-for-sale", { listedForSale: "no" }],
    ["new-mortgage", { product: "heloc" }],
    ["derogatory", { bankruptcy: "no", foreclosure: "no", shortSale: "no" }],
  ];
  let draft = "";
  for (const [step, answers] of steps) {
    const { cookies } = await call(
      siteUrl,
      "prequal.saveStep",
      { flow: "new", step, answers },
      { cookie: draft },
    );
    draft = cookies.find((c) => c.includes("prequal-draft")) ?? draft;
  }
  const credit = {
    flow: "new",
    firstName: "Bench",
    lastName: "Applicant",
    email,
    phone: "(302) 555-0100",
    dateOfBirth: "03/21/1985",
    ssn: "123-45-6789",
    annualIncome: "$120,000",
    withCoborrower: "no",
    consent: true,
  };
  await call(siteUrl, "prequal.submitCredit", credit, { cookie: draft });
  const session = await signedInApplicant(siteUrl, dataDir, email, { signUp: false });
  // The browser still holds the draft's cookie: the first call signed in hands the draft over.
  const cookie = [session, draft].filter(Boolean).join("; ");
  await call(siteUrl, "prequal.submitCredit", credit, { cookie });
  await call(siteUrl, "prequal.pullCredit", { flow: "new" }, { cookie });
  const { data: journey } = await call(
    siteUrl,
    "prequal.journey",
    { flow: "new" },
    { cookie, mutation: false },
  );
  const home = journey.reportMortgages.slice(0, 1).map((m) => m.id);
  await call(
    siteUrl,
    "prequal.saveStep",
    { flow: "new", step: "mortgage-select", answers: { mortgageIds: home } },
    { cookie },
  );
  await call(
    siteUrl,
    "prequal.saveStep",
    { flow: "new", step: "debts", answers: { payoffLiabilityIds: [] } },
    { cookie },
  );
  const { data: offer } = await call(siteUrl, "prequal.offer", { flow: "new" }, { cookie, mutation: false });
  if (offer.declined) throw new Error(`The bench applicant was declined: ${offer.next}`);
  return { cookie, email };
}
