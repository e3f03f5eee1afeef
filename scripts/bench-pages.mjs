// `npm run bench:pages`: Lighthouse (mobile settings, simulated slow 4G and 4x CPU) on every public
// page of the built site, in Debian's Chromium; appends the scores to bench/RESULTS.md.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfStale } from "./build-if-stale.mjs";
import { chromiumPath } from "./chromium-path.mjs";
import { PUBLIC_PAGES } from "./public-pages.mjs";
import { startServer } from "./server-process.mjs";

const lighthouseVersion = createRequire(import.meta.url)("lighthouse/package.json").version;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
buildIfStale();
const server = await startServer();

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
  ],
});
const rows = [];
try {
  for (const page of PUBLIC_PAGES) {
    const { lhr } = await lighthouse(`${server.url}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    const a = lhr.audits;
    const metrics = a.metrics.details.items[0];
    rows.push(
      `| ${page} | ${Math.round(lhr.categories.performance.score * 100)} | ${Math.round(lhr.categories.accessibility.score * 100)} | ${a["largest-contentful-paint"].displayValue} | ${metrics.observedLargestContentfulPaint} ms | ${a["total-blocking-time"].displayValue} | ${a["cumulative-layout-shift"].displayValue} |`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const entry = `\n## Pages (Lighthouse ${lighthouseVersion}) — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC\n\nMobile settings, simulated throttling (slow 4G, 4× CPU); budget: performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.05, accessibility 100.\n\n| page | performance | accessibility | LCP (simulated) | LCP (observed) | TBT | CLS |\n|---|---:|---:|---:|---:|---:|---:|\n${rows.join("\n")}\n`;
console.log(entry);
fs.appendFileSync(path.join(root, "bench", "RESULTS.md"), entry);
