import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.resolve(import.meta.dirname, "..", "docs", "decisions");
const files = fs
  .readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();

interface DecisionRecord {
  file: string;
  number: number;
  text: string;
  /** From the title to the first section: the date line and what it says of other records. */
  head: string;
  status: string;
}

const records: DecisionRecord[] = files.map((file) => {
  const text = fs.readFileSync(path.join(folder, file), "utf8");
  const firstSection = text.search(/^## /m);
  const status = /^## Status\s*\n+([\s\S]*?)(?=\n## |(?![\s\S]))/m.exec(text)?.[1]?.trim() ?? "";
  return {
    file,
    number: Number(file.slice(0, 3)),
    text,
    head: firstSection < 0 ? text : text.slice(0, firstSection),
    status,
  };
});
const byNumber = new Map(records.map((record) => [record.number, record]));

/** The numbers the index lists under a heading: "- 014 — …" or "- 054 to 062 — …". */
function listedUnder(heading: string): Set<number> {
  const index = fs.readFileSync(path.join(folder, "README.md"), "utf8");
  const section =
    new RegExp(`^## ${heading}\\n([\\s\\S]*?)(?=\\n## |(?![\\s\\S]))`, "m").exec(index)?.[1] ?? "";
  const numbers = new Set<number>();
  for (const [, from, to] of section.matchAll(/^- (\d{3})(?: to (\d{3}))?/gm)) {
    for (let n = Number(from); n <= Number(to ?? from); n++) numbers.add(n);
  }
  return numbers;
}

/** The day of the repository's first commit (YYYY-MM-DD, UTC). */
function firstCommitDay(): string {
  const dates = execFileSync("git", ["log", "--reverse", "--format=%cd", "--date=format-local:%Y-%m-%d"], {
    cwd: folder,
    env: { ...process.env, TZ: "UTC" },
    encoding: "utf8",
  });
  return dates.split("\n")[0] as string;
}

/** The records a relation names after it in its paragraph ("Supersedes: [002](…)", "decision 001"). */
function named(text: string, relation: RegExp): number[] {
  const numbers: number[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const at = paragraph.search(relation);
    if (at < 0) continue;
    for (const [n] of paragraph.slice(at).matchAll(/\b\d{3}\b/g)) numbers.push(Number(n));
  }
  return numbers;
}

describe("decision records (docs/decisions/README.md)", () => {
  it("are dated, never before the repository's first commit", () => {
    const first = firstCommitDay();
    for (const record of records) {
      const date = /^Date: (\d{4}-\d{2}-\d{2})/m.exec(record.head)?.[1];
      expect(date, `${record.file} has a "Date: YYYY-MM-DD" line`).toBeDefined();
      expect(
        date && date >= first,
        `${record.file} is dated ${date}, before the first commit (${first})`,
      ).toBe(true);
    }
  });

  it("each say their status", () => {
    for (const record of records) {
      expect(record.status, `${record.file} has a "## Status" section`).toMatch(
        /^(accepted|superseded|amended|withdrawn|proposed)/i,
      );
    }
  });

  it("are numbered in order with no gap the index does not explain", () => {
    const withdrawn = listedUnder("Numbers without a record");
    const held = listedUnder("Numbers held by work not yet merged");
    const highest = Math.max(...records.map((record) => record.number));
    const silent: number[] = [];
    for (let n = 1; n <= highest; n++) {
      if (!byNumber.has(n) && !withdrawn.has(n) && !held.has(n)) silent.push(n);
    }
    expect(silent, "numbers with neither a record nor a line in docs/decisions/README.md").toEqual([]);
    const both = [...withdrawn].filter((n) => byNumber.has(n));
    expect(both, "numbers listed as without a record that have one").toEqual([]);
    expect(new Set(records.map((record) => record.number)).size, "one record a number").toBe(records.length);
  });

  it("link what they supersede or amend, and the older record links back", () => {
    for (const record of records) {
      const older = named(record.head, /Supersedes|Amends/);
      for (const n of older) {
        const target = byNumber.get(n);
        expect(target, `${record.file} names ${n}, which has no record`).toBeDefined();
        const backLinks = target ? named(`${target.head}\n${target.status}`, /[Ss]uperseded|[Aa]mended/) : [];
        expect(backLinks, `${target?.file} says it is superseded or amended by ${record.number}`).toContain(
          record.number,
        );
      }
      for (const n of named(record.head, /Superseded|Amended/)) {
        expect(byNumber.has(n), `${record.file} names ${n}, which has no record`).toBe(true);
      }
      for (const [, link] of record.text.matchAll(/\]\((\d{3}-[^)#]+\.md)/g)) {
        expect(fs.existsSync(path.join(folder, link as string)), `${record.file} links ${link}`).toBe(true);
      }
    }
  });
});
