import { describe, expect, it } from "vitest";
import { summaryPdfCache } from "./summary-pdf-cache";

function countingWriter() {
  let written = 0;
  return {
    get written() {
      return written;
    },
    write: (label: string) => async () => {
      written++;
      return new TextEncoder().encode(label);
    },
  };
}

describe("the summary PDF is written once per version of what it prints (issue 19)", () => {
  it("gives the kept PDF for the same content, and writes anew when the content changes", async () => {
    const cache = summaryPdfCache();
    const writer = countingWriter();
    const first = await cache.pdfFor("app-1", { answer: "a" }, writer.write("v1"));
    const again = await cache.pdfFor("app-1", { answer: "a" }, writer.write("v1 again"));
    expect(again).toBe(first);
    expect(writer.written).toBe(1);
    expect(new TextDecoder().decode(await cache.pdfFor("app-1", { answer: "b" }, writer.write("v2")))).toBe(
      "v2",
    );
    expect(writer.written).toBe(2);
  });

  it("shares one writing among downloads asked for at once", async () => {
    const cache = summaryPdfCache();
    const writer = countingWriter();
    await Promise.all(
      Array.from({ length: 20 }, () => cache.pdfFor("app-1", { answer: "a" }, writer.write("v1"))),
    );
    expect(writer.written).toBe(1);
  });

  it("keeps each application's own PDF apart, and forgets the least recently asked beyond its size", async () => {
    const cache = summaryPdfCache(2);
    const writer = countingWriter();
    await cache.pdfFor("app-1", {}, writer.write("one"));
    await cache.pdfFor("app-2", {}, writer.write("two"));
    expect(new TextDecoder().decode(await cache.pdfFor("app-1", {}, writer.write("x")))).toBe("one");
    await cache.pdfFor("app-3", {}, writer.write("three"));
    expect(writer.written).toBe(3);
    await cache.pdfFor("app-1", {}, writer.write("x"));
    expect(writer.written).toBe(3);
    await cache.pdfFor("app-2", {}, writer.write("two again"));
    expect(writer.written).toBe(4);
  });

  it("does not keep a failed writing: the next download tries again", async () => {
    const cache = summaryPdfCache();
    await expect(cache.pdfFor("app-1", {}, () => Promise.reject(new Error("busy")))).rejects.toThrow("busy");
    expect(
      new TextDecoder().decode(await cache.pdfFor("app-1", {}, async () => new TextEncoder().encode("ok"))),
    ).toBe("ok");
  });
});
