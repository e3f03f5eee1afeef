import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { keepFolderPrivate } from "./private-folder";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe("the embedded database's folder (docs/design.md §5)", () => {
  it("is made with mode 0700 when it does not exist", () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "private-"));
    dirs.push(parent);
    keepFolderPrivate(path.join(parent, "data"));
    expect(modeOf(path.join(parent, "data"))).toBe("700");
  });

  it("closes an open folder and everything under it to group and others, keeping the owner's rights", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "private-"));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, "pglite", "base"), { recursive: true });
    fs.writeFileSync(path.join(dir, "pglite", "base", "1259"), "rows");
    fs.writeFileSync(path.join(dir, "pglite", "pg_internal.init"), "cache");
    fs.chmodSync(path.join(dir, "pglite", "base", "1259"), 0o666);
    fs.chmodSync(path.join(dir, "pglite", "pg_internal.init"), 0o644);
    fs.chmodSync(path.join(dir, "pglite", "base"), 0o755);
    fs.chmodSync(dir, 0o777);

    keepFolderPrivate(dir);

    expect(modeOf(dir)).toBe("700");
    expect(modeOf(path.join(dir, "pglite", "base"))).toBe("700");
    expect(modeOf(path.join(dir, "pglite", "base", "1259"))).toBe("600");
    expect(modeOf(path.join(dir, "pglite", "pg_internal.init"))).toBe("600");
  });
});
