/**
 * Issue 10's bench: BENCH_UPLOADS (50) applicants each send a 10 MB file at once, through the
 * real tus endpoint on the embedded database and a local folder, in 5 MB chunks as the browser's
 * uploader does; half are phone-sized JPEGs, half PDFs of a scanned page. The server runs in its
 * own process (bench/upload-server.ts), whose resident memory is sampled from /proc every 50 ms:
 * what the uploads add to it must stay under 300 MB (the embedded database alone holds more than
 * that before any upload: about 850 MB just after creating its folder, 370 MB reopening one;
 * decision 034). Every upload must complete (204 with a document id). Reports MB/s.
 * Run with `npm run bench:uploads` on a quiet machine.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import readline from "node:readline";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { sandboxToken } from "@/domain/ports/captcha";

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 50);
const CHUNK_BYTES = 5 * 1024 * 1024;
const RSS_BUDGET_MB = 300;
const TOKEN = sandboxToken("api_update", "bench");

/** A 4096 × 3072 noisy JPEG (about 10 MB, a phone photo's size) and a PDF of one page holding it. */
async function files(): Promise<{ jpeg: Uint8Array; pdf: Uint8Array }> {
  const jpeg = new Uint8Array(
    await sharp({
      create: {
        width: 4096,
        height: 3072,
        channels: 3,
        background: "#888",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer(),
  );
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 459 });
  return { jpeg, pdf: await doc.save() };
}

function startServer() {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/upload-server.ts"], {
    env: { ...process.env, BENCH_UPLOADS: String(UPLOADS) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise<{ origin: string; cookies: string[] }>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      if (line.startsWith("READY ")) resolve(JSON.parse(line.slice("READY ".length)));
    });
    child.once("exit", (code) => reject(new Error(`The upload server exited with ${code}`)));
  });
  return { child, ready };
}

/** The resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0);
  return kb / 1024;
}

/** One upload as tus-js-client sends it: create, then PATCH chunk by chunk; the document id filed. */
async function upload(origin: string, cookie: string, bytes: Uint8Array, index: number): Promise<string> {
  const common = { "tus-resumable": "1.0.0", "x-same-origin": "1", cookie };
  const metadata = [
    ["documentType", "bank_statements"],
    ["borrower", "main"],
    ["filename", `statement-${index}`],
  ]
    .map(([key, value]) => `${key} ${Buffer.from(value as string).toString("base64")}`)
    .join(",");
  const created = await fetch(`${origin}/api/uploads/`, {
    method: "POST",
    headers: {
      ...common,
      "x-recaptcha-token": TOKEN,
      "upload-length": String(bytes.byteLength),
      "upload-metadata": metadata,
    },
  });
  const location = created.headers.get("location");
  if (created.status !== 201 || !location)
    throw new Error(`creation refused: ${created.status} ${await created.text()}`);
  const url = new URL(location, origin).toString();
  let offset = 0;
  for (;;) {
    const chunk = bytes.subarray(offset, offset + CHUNK_BYTES);
    const answer = await fetch(url, {
      method: "PATCH",
      headers: {
        ...common,
        "upload-offset": String(offset),
        "content-type": "application/offset+octet-stream",
      },
      body: chunk.slice(),
    });
    if (answer.status !== 204) throw new Error(`chunk refused: ${answer.status} ${await answer.text()}`);
    offset = Number(answer.headers.get("upload-offset"));
    if (offset === bytes.byteLength) {
      const documentId = answer.headers.get("upload-document-id");
      if (!documentId) throw new Error("the last chunk filed no document");
      return documentId;
    }
  }
}

const { jpeg, pdf } = await files();
const { child, ready } = startServer();
process.stdout.write(`preparing ${UPLOADS} applicants… `);
const { origin, cookies } = await ready;
const pid = child.pid as number;
const idleMb = rssMb(pid);
console.log(`ready; the server holds ${idleMb.toFixed(0)} MB before the uploads`);

let peakMb = idleMb;
const sampler = setInterval(() => {
  peakMb = Math.max(peakMb, rssMb(pid));
}, 50);
const started = performance.now();
const results = await Promise.allSettled(
  cookies.map((cookie, i) => upload(origin, cookie, i % 2 === 0 ? jpeg : pdf, i)),
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peakMb = Math.max(peakMb, rssMb(pid));
child.kill("SIGTERM");

const failures = results.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []));
const totalMb =
  cookies.reduce((sum, _c, i) => sum + (i % 2 === 0 ? jpeg : pdf).byteLength, 0) / (1024 * 1024);
console.log(
  [
    `uploads: ${UPLOADS} at once (JPEG ${(jpeg.byteLength / 1048576).toFixed(1)} MB, PDF ${(pdf.byteLength / 1048576).toFixed(1)} MB, 5 MB chunks)`,
    `completed: ${UPLOADS - failures.length} of ${UPLOADS}${failures.length ? `; first failure: ${failures[0]}` : ""}`,
    `time: ${seconds.toFixed(1)} s for ${totalMb.toFixed(0)} MB: ${(totalMb / seconds).toFixed(1)} MB/s`,
    `server memory (RSS): ${idleMb.toFixed(0)} MB idle, ${peakMb.toFixed(0)} MB at most: the uploads added ${(peakMb - idleMb).toFixed(0)} MB (budget ${RSS_BUDGET_MB} MB)`,
  ].join("\n"),
);
if (failures.length > 0 || peakMb - idleMb >= RSS_BUDGET_MB) process.exitCode = 1;
