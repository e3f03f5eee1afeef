import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPrerenderedPages } from "./prerendered-pages";

describe("readPrerenderedPages", () => {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), "prerendered-"));
  afterAll(() => fs.rmSync(appDir, { recursive: true, force: true }));

  it("names each page by its route: index is /, nested files keep their folders", () => {
    fs.mkdirSync(path.join(appDir, "insight-blog"));
    fs.writeFileSync(path.join(appDir, "index.html"), "home");
    fs.writeFileSync(path.join(appDir, "_not-found.html"), "missing");
    fs.writeFileSync(path.join(appDir, "insight-blog", "what-is-a-heloc.html"), "article");
    fs.writeFileSync(path.join(appDir, "faq.rsc"), "not a page");
    expect(Object.fromEntries(readPrerenderedPages(appDir))).toEqual({
      "/": "home",
      "/_not-found": "missing",
      "/insight-blog/what-is-a-heloc": "article",
    });
  });

  it("refuses a build without its 404 page", () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "prerendered-empty-"));
    expect(() => readPrerenderedPages(empty)).toThrow(/build the site first/);
    fs.rmSync(empty, { recursive: true });
  });
});
