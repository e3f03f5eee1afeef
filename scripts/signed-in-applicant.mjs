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

export async function signedInApplicant(siteUrl, dataDir) {
  const email = `bench-${Date.now()}@keystone-bench.test`;
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
