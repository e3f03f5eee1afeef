// Runs `npm test`'s stages side by side, at most `slots` at once, each after the stages it needs.
// A stage's output is kept and printed in one piece when it ends, headed by its name, result and
// wall time, so parallel stages never interleave their lines; a line says when each one starts.
import { spawn } from "node:child_process";

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * A stage: `name`, the names it runs `after` (it is skipped when one of them failed), and `run`,
 * which gets `exec(command, args, env)` (output kept for the stage; resolves to true on exit 0) and
 * `note(text)` (a line of its own in the stage's output), and resolves to true when the stage passed.
 */
export async function runStages(stages, { slots, cwd, env }) {
  const started = Date.now();
  const results = new Map(); // name → { status: "passed" | "failed" | "skipped", startMs, wallMs }
  const running = new Set();
  const waiting = [...stages];

  const execFor =
    (output) =>
    (command, args, extraEnv = {}) =>
      new Promise((resolve) => {
        const child = spawn(command, args, {
          cwd,
          env: { ...env, ...extraEnv },
          stdio: ["ignore", "pipe", "pipe"],
        });
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("error", (error) => {
          output.push(Buffer.from(`${error.message}\n`));
          resolve(false);
        });
        child.on("close", (code) => resolve(code === 0));
      });

  async function start(stage) {
    const output = [];
    const startMs = Date.now() - started;
    console.log(`▶ ${stage.name} (started at ${seconds(startMs)})`);
    let passed;
    try {
      passed = await stage.run({
        exec: execFor(output),
        note: (text) => output.push(Buffer.from(`${text}\n`)),
      });
    } catch (error) {
      output.push(Buffer.from(`${error?.stack ?? error}\n`));
      passed = false;
    }
    const wallMs = Date.now() - started - startMs;
    results.set(stage.name, { status: passed ? "passed" : "failed", startMs, wallMs });
    const rule = "─".repeat(8);
    console.log(`\n${rule} ${stage.name}: ${passed ? "passed" : "FAILED"} in ${seconds(wallMs)} ${rule}`);
    process.stdout.write(Buffer.concat(output));
    console.log(`${rule} end of ${stage.name} ${rule}\n`);
  }

  await new Promise((allDone) => {
    const schedule = () => {
      for (const stage of [...waiting]) {
        const needs = (stage.after ?? []).map((name) => results.get(name));
        if (needs.some((r) => r && r.status !== "passed")) {
          waiting.splice(waiting.indexOf(stage), 1);
          results.set(stage.name, { status: "skipped", startMs: Date.now() - started, wallMs: 0 });
          console.log(`▷ ${stage.name}: not run (${stage.after.join(", ")} did not pass)`);
          continue;
        }
        if (running.size >= slots || needs.some((r) => !r)) continue;
        waiting.splice(waiting.indexOf(stage), 1);
        const run = start(stage).then(() => {
          running.delete(run);
          schedule();
        });
        running.add(run);
      }
      if (running.size > 0) return;
      // Nothing runs and nothing can start: what waits needs a stage that is not in the list.
      for (const stage of waiting.splice(0)) {
        results.set(stage.name, { status: "failed", startMs: Date.now() - started, wallMs: 0 });
        console.log(`✗ ${stage.name}: needs ${stage.after.join(", ")}, not all of which are stages`);
      }
      allDone();
    };
    schedule();
  });

  return { results, wallMs: Date.now() - started };
}

/** The summary's table: each stage's result, when it started and its wall time. */
export function summaryTable(stages, { results, wallMs }) {
  const rows = stages.map((stage) => {
    const r = results.get(stage.name);
    return `  ${stage.name.padEnd(52)} ${r.status.padEnd(8)} from ${seconds(r.startMs).padStart(6)}  ${seconds(r.wallMs).padStart(6)}`;
  });
  return [`Stages (${seconds(wallMs)} in all):`, ...rows].join("\n");
}
