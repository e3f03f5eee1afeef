// `npm run bench`: in one run, the built site, the yardstick (bench/yardstick: a prerendered
// one-page Next.js + MUI site under `next start`) and a bare node:http handler doing the site's
// health read on its own embedded database (bench/baseline-server.ts). Each row is autocannon with
// BENCH_CONNECTIONS (200) for BENCH_SECONDS (10) after a short warm-up; pages are measured against
// the yardstick page, the API against the bare handler (docs/design.md §6). Then the first-load
// JavaScript of the yardstick page, every public page and the 404 page. Prints the section and
// appends it to bench/RESULTS.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildIfStale } from "./build-if-stale.mjs";
import { FUNNEL_PAGES, HOME_PAGE, NOT_FOUND_PAGE, PUBLIC_PAGES } from "./public-pages.mjs";
import { startServer } from "./server-process.mjs";
import { applicantWithOffer, signedInApplicant } from "./signed-in-applicant.mjs";
import { buildYardstickIfStale, startYardstick } from "./yardstick.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const WARM_UP = { connections: 20, duration: 2 };
const OFFERED_RATE = 400;
const CONTENT_PAGE_BUDGET_KB = 160;
const FUNNEL_PAGE_BUDGET_KB = 200;
const KB = 1024;

async function start(script) {
  const server = await startServer({ script });
  let stopping = false;
  server.exited.then((code) => {
    if (!stopping)
      console.error(`\n${script} exited (${code}) during the run:\n${server.output().slice(-3000)}`);
  });
  return {
    url: server.url.replace("localhost", "127.0.0.1"),
    dataDir: server.dataDir,
    pid: server.process.pid,
    stop: async () => {
      stopping = true;
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds a process has used so far (Linux /proc; undefined elsewhere). */
function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" "); // after "pid (name) "
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

/**
 * Waits (up to a minute) until the servers use under 5% of a core: a page render goes on after
 * autocannon hangs up, and what one row leaves behind must not be charged to the next.
 */
async function settle(pids) {
  const total = () => pids.reduce((sum, pid) => sum + (cpuSeconds(pid) ?? Number.NaN), 0);
  const deadline = Date.now() + 60_000;
  let before = total();
  while (Number.isFinite(before) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = total();
    if (now - before < 0.025) return;
    before = now;
  }
}

async function load(url, { headers = {}, overallRate } = {}) {
  await settle(servers.map((s) => s.pid));
  // A short warm-up so JIT and first-render costs do not count.
  await autocannon({ url, headers, ...WARM_UP });
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    ...(overallRate ? { overallRate } : {}),
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    // autocannon's errors include its timeouts; answers other than 2xx count as errors too.
    errors: r.errors + r.non2xx,
  };
}

/** First-load JavaScript of a page: the gzip size of every script it loads (noModule polyfills are skipped by current browsers). */
async function firstLoadJs(baseUrl, page) {
  const html = await (await fetch(`${baseUrl}${page}`)).text();
  const sources = new Set();
  for (const [tag] of html.matchAll(/<script[^>]*src="[^"]+"[^>]*>/g)) {
    if (/noModule/i.test(tag)) continue;
    sources.add(/src="([^"]+)"/.exec(tag)[1]);
  }
  let bytes = 0;
  for (const src of sources) {
    const response = await fetch(new URL(src, baseUrl));
    if (!response.ok) throw new Error(`${page} loads ${src}, which answers ${response.status}`);
    bytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return { scripts: sources.size, bytes };
}

buildIfStale();
buildYardstickIfStale();
const site = await start("host/main.ts");
const bare = await start("bench/baseline-server.ts");
const yardstick = await startYardstick();
const servers = [site, bare, yardstick];
const api = { headers: { "x-same-origin": "1" } };
const signedIn = {
  headers: { "x-same-origin": "1", cookie: await signedInApplicant(site.url, site.dataDir) },
};
const quoted = await applicantWithOffer(site.url, site.dataDir);
const quoteUrl = `${site.url}/api/trpc/quote.current?input=${encodeURIComponent(
  JSON.stringify({ json: { email: quoted.email, fetchOriginationFee: true } }),
)}`;
const withOffer = { headers: { "x-same-origin": "1", cookie: quoted.cookie } };
// Spec §7 quote.current, issue 8: ≥ 400 requests/s, p99 ≤ 100 ms, no errors under 200 connections.
const quoteBudget = {
  text: `≥ ${OFFERED_RATE} req/s, p99 ≤ 100 ms, 0 errors`,
  met: (r) => r.rps >= OFFERED_RATE * 0.99 && r.p99 <= 100 && r.errors === 0,
};

// Each row: what it loads, the row it is measured against, and its budget (docs/design.md §6).
const atLeast = (ratio) => ({
  text: `≥ ${ratio.toFixed(2)}× reference, 0 errors`,
  met: (r) => r.ratio !== undefined && r.ratio >= ratio && r.errors === 0,
});
const ROWS = [
  {
    id: "yardstick",
    label: "yardstick page",
    name: "yardstick page / (prerendered Next + MUI)",
    url: () => `${yardstick.url}/`,
  },
  { name: "site home page /", url: () => `${site.url}/`, reference: "yardstick", budget: atLeast(1) },
  {
    name: "site content page /faq",
    url: () => `${site.url}/faq`,
    reference: "yardstick",
    budget: atLeast(1),
  },
  {
    id: "bare",
    label: "bare handler",
    name: "bare node:http + embedded database, same read",
    url: () => `${bare.url}/`,
  },
  { name: "GET /api/health", url: () => `${site.url}/api/health`, reference: "bare", budget: atLeast(0.5) },
  {
    id: "query",
    label: "tRPC system.status",
    name: "tRPC system.status (GET)",
    url: () => `${site.url}/api/trpc/system.status`,
    options: api,
    reference: "bare",
    budget: atLeast(0.5),
  },
  {
    // next-auth's session read for a signed-in applicant: JWT, sessions table, a fresh cookie.
    name: "GET /api/authApplicant/session, signed-in applicant",
    url: () => `${site.url}/api/authApplicant/session`,
    options: signedIn,
    reference: "bare",
    budget: atLeast(0.5),
  },
  {
    // The accounts issue: checking the caller's session must not halve the API's throughput.
    name: "tRPC identity.me, signed-in applicant",
    url: () => `${site.url}/api/trpc/identity.me`,
    options: signedIn,
    reference: "query",
    budget: atLeast(0.5),
  },
  {
    name: "tRPC quote.current, signed-in applicant with an offer",
    url: () => quoteUrl,
    options: withOffer,
    reference: "bare",
    budget: atLeast(0.5),
  },
  {
    name: `tRPC quote.current, ${OFFERED_RATE} req/s offered`,
    url: () => quoteUrl,
    options: { ...withOffer, overallRate: OFFERED_RATE },
    budget: quoteBudget,
  },
  {
    name: `tRPC system.status, ${OFFERED_RATE} req/s offered`,
    url: () => `${site.url}/api/trpc/system.status`,
    options: { ...api, overallRate: OFFERED_RATE },
    // No budget of its own (docs/design.md §6 sets it for quote.current, the row above): for comparison,
    // an uncached read on the same path.
  },
];

const rows = [];
const pages = [];
try {
  for (const row of ROWS) {
    process.stdout.write(`${row.name}… `);
    const result = { ...row, ...(await load(row.url(), row.options)) };
    console.log(`${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${result.errors} errors`);
    rows.push(result);
  }
  pages.push({ site: "yardstick", page: "/", ...(await firstLoadJs(yardstick.url, "/")) });
  for (const page of [...PUBLIC_PAGES, NOT_FOUND_PAGE, ...FUNNEL_PAGES])
    pages.push({ site: "site", page, ...(await firstLoadJs(site.url, page)) });
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}

let met = 0;
let budgets = 0;
const verdict = (ok) => {
  budgets += 1;
  if (ok) met += 1;
  return ok ? "pass" : "**fail**";
};

const byId = Object.fromEntries(rows.filter((r) => r.id).map((r) => [r.id, r]));
// No ratio (and so no pass) against a reference that answered nothing.
for (const r of rows) if (r.reference && byId[r.reference].rps > 0) r.ratio = r.rps / byId[r.reference].rps;
const table = [
  "| row | requests/s | p50 ms | p99 ms | errors | measured against | ratio | budget | result |",
  "|---|---:|---:|---:|---:|---|---:|---|---|",
  ...rows.map((r) => {
    const cells = [
      r.name,
      Math.round(r.rps),
      r.p50,
      r.p99,
      r.errors,
      r.reference ? byId[r.reference].label : r.id ? "(reference)" : "—",
      r.ratio === undefined ? (r.reference ? "n/a" : "—") : r.ratio.toFixed(2),
      r.budget?.text ?? "—",
      r.budget ? verdict(r.rps > 0 && r.budget.met(r)) : "—",
    ];
    return `| ${cells.join(" | ")} |`;
  }),
].join("\n");

const yardstickJs = pages[0].bytes;
const pageTable = [
  "| page | scripts | first-load JS, kB gzip | budget | result |",
  "|---|---:|---:|---|---|",
  ...pages.map((p) => {
    let budget = "(reference)";
    let result = "—";
    if (p.site === "site") {
      const funnel = FUNNEL_PAGES.includes(p.page);
      const pageBudget = funnel ? FUNNEL_PAGE_BUDGET_KB : CONTENT_PAGE_BUDGET_KB;
      const limit = p.page === HOME_PAGE ? yardstickJs : pageBudget * KB;
      budget =
        p.page === HOME_PAGE
          ? `≤ yardstick (${(yardstickJs / KB).toFixed(1)})`
          : `≤ ${pageBudget}${p.page === NOT_FOUND_PAGE ? " (404 page)" : funnel ? " (funnel or application page)" : ""}`;
      result = verdict(p.bytes <= limit);
    }
    const name = p.site === "yardstick" ? "yardstick /" : p.page;
    return `| ${name} | ${p.scripts} | ${(p.bytes / KB).toFixed(1)} | ${budget} | ${result} |`;
  }),
].join("\n");

const cpus = os.cpus();
const machine = `${cpus.length} cores × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const entry = `
## Throughput and first-load JavaScript — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC

Machine: ${machine}.

Same run: the site (production build, \`host/main.ts\`), the yardstick (\`next start bench/yardstick\`)
and a bare \`node:http\` handler with its own embedded PGlite (\`bench/baseline-server.ts\`). Each row:
${CONNECTIONS} connections for ${DURATION} s after a ${WARM_UP.duration} s warm-up at ${WARM_UP.connections} connections; autocannon on the same
machine. Errors: connection errors and timeouts (10 s) + non-2xx answers. Pages are measured against the yardstick
page, the API against the bare handler (docs/design.md §6).

${table}

First-load JavaScript: the gzip size (level 9; 1 kB = 1024 bytes) of every script the page's HTML
loads, noModule scripts skipped.

${pageTable}

Budgets met: ${met} of ${budgets}.
`;
console.log(entry);
const results = path.join(root, "bench", "RESULTS.md");
if (!fs.existsSync(results))
  fs.writeFileSync(
    results,
    "# Benchmark results\n\nNewest last. Produced by `npm run bench`, `npm run bench:pages` and `npm run bench:domain`.\n",
  );
fs.appendFileSync(results, entry);
