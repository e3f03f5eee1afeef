// `npm run bench:pdf` (issue 19): can one session slow everyone? The built site on its own data
// folder; one applicant with an accepted offer. Each row runs BENCH_PDF_CONNECTIONS (20) loops of
// one kind of request from that one session for BENCH_PDF_SECONDS (8) while /api/health is asked
// every 25 ms, and reports the health check's p50 and p99 beside those of the same sampling on the
// idle site: the application summary PDF downloaded over and over, and 10-call batches of
// `prequal.offer`. Answers are counted by status (a 429 is the limit doing its work). Prints the
// section and appends it to bench/RESULTS.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfStale } from "./build-if-stale.mjs";
import { startServer } from "./server-process.mjs";
import { applicantWithOffer } from "./signed-in-applicant.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECONDS = Number(process.env.BENCH_PDF_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_PDF_CONNECTIONS ?? 20);
const SAMPLE_EVERY_MS = 25;
const SUMMARY_PATH = "/app/application/application-summary/summary.pdf";
const BATCH = 10;

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** /api/health asked every 25 ms (not waiting for the previous answer) until `until`; latencies in ms. */
async function sampleHealth(url, until) {
  const latencies = [];
  const pending = [];
  while (Date.now() < until) {
    const started = performance.now();
    pending.push(
      fetch(`${url}/api/health`)
        .then((response) => response.arrayBuffer())
        .then(() => latencies.push(performance.now() - started)),
    );
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
  }
  await Promise.allSettled(pending);
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), samples: latencies.length };
}

/** `connections` loops each sending `request()` until `until`; answers counted by status. */
async function flood(request, connections, until) {
  const statuses = new Map();
  const latencies = [];
  const loop = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const status = await request()
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => "error");
      if (status === 200) latencies.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  latencies.sort((a, b) => a - b);
  return { statuses, p50: percentile(latencies, 50) };
}

async function row(name, site, request) {
  const until = Date.now() + SECONDS * 1000;
  const [health, load] = await Promise.all([
    sampleHealth(site.url, until),
    flood(request, CONNECTIONS, until),
  ]);
  // Let the limits' windows and the server settle before the next row.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return { name, health, load };
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "–");
const counts = (statuses) =>
  [...statuses.entries()]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");

buildIfStale();
const server = await startServer({ script: "host/main.ts" });
const site = { url: server.url.replace("localhost", "127.0.0.1"), dataDir: server.dataDir };
try {
  const { cookie } = await applicantWithOffer(site.url, site.dataDir);
  const accepted = await fetch(`${site.url}/api/trpc/prequal.acceptOffer`, {
    method: "POST",
    headers: {
      cookie,
      "content-type": "application/json",
      "x-same-origin": "1",
      "x-recaptcha-token": `sandbox.api_update.bench${Date.now()}`,
    },
    body: JSON.stringify({ json: { flow: "new" } }),
  });
  if (!accepted.ok) throw new Error(`acceptOffer answered ${accepted.status}: ${await accepted.text()}`);
  const first = await fetch(`${site.url}${SUMMARY_PATH}`, { headers: { cookie } });
  if (first.status !== 200) throw new Error(`The summary PDF answered ${first.status}`);
  await first.arrayBuffer();
  // The first batch, answered, before the clock starts.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const idle = await sampleHealth(site.url, Date.now() + SECONDS * 1000);
  const offerInput = encodeURIComponent(
    JSON.stringify(
      Object.fromEntries(Array.from({ length: BATCH }, (_, i) => [i, { json: { flow: "new" } }])),
    ),
  );
  const offers = `${site.url}/api/trpc/${Array(BATCH).fill("prequal.offer").join(",")}?batch=1&input=${offerInput}`;
  const rows = [
    await row(`${CONNECTIONS} downloads of the summary PDF at once, one session`, site, () =>
      fetch(`${site.url}${SUMMARY_PATH}`, { headers: { cookie } }),
    ),
    await row(`${CONNECTIONS} ${BATCH}-call batches of prequal.offer at once, one session`, site, () =>
      fetch(offers, { headers: { cookie, "x-same-origin": "1" } }),
    ),
  ];

  const cpu = os.cpus()[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU";
  const stamp = new Date().toISOString().slice(0, 16).replace("T", " ");
  const [load1] = os.loadavg();
  const lines = [
    `## One session's load on everyone (issue 19) — ${stamp} UTC`,
    "",
    `Machine: ${os.cpus().length} cores × ${cpu}, Node ${process.version}; load average ${load1.toFixed(1)} at the end (other work on the machine shows here).`,
    "",
    `/api/health asked every ${SAMPLE_EVERY_MS} ms for ${SECONDS} s, idle and while one session sends ${CONNECTIONS} requests at once, over and over.`,
    "",
    "| while | /api/health p50 | /api/health p99 | samples | the session's answers | p50 of its 200s |",
    "|---|---:|---:|---:|---|---:|",
    `| nothing else (idle) | ${ms(idle.p50)} | ${ms(idle.p99)} | ${idle.samples} | – | – |`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${ms(r.health.p50)} | ${ms(r.health.p99)} | ${r.health.samples} | ${counts(r.load.statuses)} | ${ms(r.load.p50)} |`,
    ),
    "",
  ];
  const section = lines.join("\n");
  console.log(`\n${section}`);
  fs.appendFileSync(path.join(root, "bench", "RESULTS.md"), `\n${section}`);
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
