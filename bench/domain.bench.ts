/**
 * Domain rule timings (docs/design.md §6: a full required-documents evaluation of a two-borrower,
 * three-property application under 50 µs). Run with `npm run bench:domain`.
 */
import fs from "node:fs";
import os from "node:os";
import {
  APPLICATION_STATUSES,
  type DocumentApplication,
  type DocumentBorrower,
  INCOME_TYPES,
  requiredDocuments,
  screenForStatus,
} from "../src/domain/index";

const TARGET_US = 50;
const day = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

function borrowerWithEveryIncome(): DocumentBorrower {
  return {
    isSelfEmployed: false,
    employments: [
      { startDate: day("2019-02-01"), endDate: day("2023-05-31"), dataSource: "Manual", percentageOwned: 0 },
      { startDate: day("2023-06-15"), endDate: null, dataSource: "Truework", percentageOwned: 10 },
      { startDate: day("2021-01-01"), endDate: null, dataSource: "Manual", percentageOwned: 40 },
    ],
    incomeSources: INCOME_TYPES.map(({ value }) =>
      value === "rental" ? { type: value, propertyId: "p2", rentalUnits: 2 } : { type: value, base: 1000 },
    ),
  };
}

const application: DocumentApplication = {
  user: borrowerWithEveryIncome(),
  coborrower: borrowerWithEveryIncome(),
  liabilities: [
    { creditor: "Navient", omitted: true, debtor: "borrower" },
    { creditor: "Nelnet", omitted: true, debtor: "coborrower" },
    { creditor: "Mosaic Solar", omitted: false, debtor: "joint" },
    { creditor: "Chase", omitted: false, debtor: "borrower" },
  ],
  uploads: [
    { type: "driver_license", isCoborrower: false },
    { type: "paystub", isCoborrower: false },
    { type: "paystub", isCoborrower: true },
    { type: "mortgage_statement", propertyId: "p1" },
    { type: "bank_statements", isCoborrower: false },
  ],
  uploadRequests: [
    { documentType: "homeowners_insurance", propertyId: "p1", shouldSkip: false },
    { documentType: "k1", shouldSkip: true },
  ],
  propertyOwnership: [
    {
      propertyId: "p1",
      property: { state: "FL", fees: 150 },
      mortgages: [{ creditor: "Rocket", balance: 250000, dateOpened: "2019-04-02" }],
    },
    { propertyId: "p2", property: { state: "CA", fees: 0 }, mortgages: [] },
    {
      propertyId: "p3",
      property: { state: "TX", fees: 0 },
      mortgages: [{ creditor: "Chase Home", balance: 90000, dateOpened: "2015-08-20" }],
    },
  ],
  mortgages: [{ creditor: "Rocket", balance: 250000, dateOpened: "2019-04-02" }],
  property: { propertyId: "p1", state: "FL", fees: 150 },
  isInTrust: true,
  canopyConnected: true,
};

function time(run: () => unknown, iterations: number): { meanUs: number; opsPerSec: number } {
  for (let i = 0; i < Math.min(iterations, 10_000); i++) run(); // warm-up: let the JIT settle
  const start = performance.now();
  for (let i = 0; i < iterations; i++) run();
  const ms = performance.now() - start;
  return { meanUs: (ms * 1000) / iterations, opsPerSec: (iterations / ms) * 1000 };
}

const docs = time(() => requiredDocuments(application), 100_000);
const statuses = time(() => {
  for (const status of APPLICATION_STATUSES) screenForStatus(status);
}, 100_000);

const lines = requiredDocuments(application).length;
const pass = docs.meanUs < TARGET_US;
const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });

const table = [
  "| rule | what one evaluation covers | mean µs | ops/s | target | result |",
  "|---|---|---:|---:|---|---|",
  `| requiredDocuments | 2 borrowers, 3 properties, every income type (${lines} lines) | ${fmt(docs.meanUs)} | ${fmt(docs.opsPerSec)} | < ${TARGET_US} µs | ${pass ? "pass" : "FAIL"} |`,
  `| screenForStatus | all ${APPLICATION_STATUSES.length} statuses | ${fmt(statuses.meanUs)} | ${fmt(statuses.opsPerSec)} | — | — |`,
].join("\n");
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}`;
const entry = `\n## Domain — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC\n\nMachine: ${machine}. 100,000 iterations each after warm-up.\n\n${table}\n`;
console.log(entry);
fs.appendFileSync(new URL("./RESULTS.md", import.meta.url), entry);
if (!pass) process.exitCode = 1;
