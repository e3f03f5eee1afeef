// `npm run bench`: drives the built site with autocannon (200 connections) against /api/health,
// one tRPC query and the home page, and a bare node:http server doing the same database read;
// prints requests/s, latency and errors and appends the table to bench/RESULTS.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildIfStale } from "./build-if-stale.mjs";
import { PUBLIC_PAGES } from "./public-pages.mjs";
import { startServer } from "./server-process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);

async function start(script) {
  const server = await startServer({ script });
  return {
    url: server.url.replace("localhost", "127.0.0.1"),
    stop: async () => {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

async function load(name, url, { headers = {}, connections = CONNECTIONS, overallRate } = {}) {
  // A short warm-up so JIT and first-render costs do not count.
  await autocannon({ url, connections: 20, duration: 2, headers });
  const r = await autocannon({
    url,
    connections,
    duration: DURATION,
    headers,
    ...(overallRate ? { overallRate } : {}),
  });
  const errors = r.errors + r.timeouts + r.non2xx;
  return { name, connections, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
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
  for (const src of sources)
    bytes += gzipSync(Buffer.from(await (await fetch(`${baseUrl}${src}`)).arrayBuffer()), {
      level: 9,
    }).length;
  return { page, scripts: sources.size, kB: Math.round(bytes / 1024) };
}

buildIfStale();
const site = await start("host/main.ts");
const baseline = await start("bench/baseline-server.ts");
const rows = [];
const pages = [];
try {
  for (const page of PUBLIC_PAGES) pages.push(await firstLoadJs(site.url, page));
  rows.push(await load("bare node:http, same database read", `${baseline.url}/`));
  rows.push(await load("bare node:http, 400 req/s offered", `${baseline.url}/`, { overallRate: 400 }));
  rows.push(await load("GET /api/health", `${site.url}/api/health`));
  const api = { headers: { "x-same-origin": "1" } };
  rows.push(
    await load("tRPC system.status (GET), as fast as it goes", `${site.url}/api/trpc/system.status`, api),
  );
  rows.push(
    await load("tRPC system.status, 400 req/s offered (budget)", `${site.url}/api/trpc/system.status`, {
      ...api,
      overallRate: 400,
    }),
  );
  // Pages: what rendering per request (the CSP nonce) costs against serving a file.
  rows.push(await load("home page / (dynamic, CSP nonce)", `${site.url}/`, { connections: 20 }));
  rows.push(await load("static file through Next (/icon.svg)", `${site.url}/icon.svg`, { connections: 20 }));
} finally {
  await site.stop();
  await baseline.stop();
}

const bare = rows[0].rps;
const table = [
  "| target | connections | requests/s | p50 ms | p99 ms | errors | vs bare node:http |",
  "|---|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.connections} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / bare).toFixed(2)} |`,
  ),
].join("\n");
const pageTable = [
  "| page | scripts | first-load JS, kB gzip |",
  "|---|---:|---:|",
  ...pages.map((p) => `| ${p.page} | ${p.scripts} | ${p.kB} |`),
].join("\n");
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const entry = `\n## API — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC\n\nMachine: ${machine}. ${DURATION} s per target after a 2 s warm-up; load generator on the same machine. Embedded PGlite.\n\n${table}\n\nFirst-load JavaScript per page (DESIGN.md §6 budget for applicant routes: 160 kB gzip):\n\n${pageTable}\n`;
console.log(entry);
const results = path.join(root, "bench", "RESULTS.md");
if (!fs.existsSync(results))
  fs.writeFileSync(
    results,
    "# Benchmark results\n\nNewest last. Produced by `npm run bench` and `npm run bench:domain`.\n",
  );
fs.appendFileSync(results, entry);
