import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { streamsInflateWithin } from "./pdf-stream-inflation";
import { concat, latin1 } from "./sample-files.test-support";

const MB = 1024 * 1024;
const limits = { perStream: 4 * MB, perFile: 6 * MB };

/** A `stream … endstream` holding `bytes` of spaces deflated, as a PDF body carries it. */
const deflatedStream = (bytes: number, eol = "\n") =>
  concat(
    latin1(`<< /Filter /FlateDecode >>\nstream${eol}`),
    zlib.deflateSync(Buffer.alloc(bytes, 0x20)),
    latin1("\nendstream\n"),
  );

describe("a PDF's streams may inflate only so far (issue 19)", () => {
  it("lets streams within the limits through", async () => {
    const pdf = concat(latin1("%PDF-1.7\n"), deflatedStream(3 * MB), deflatedStream(2 * MB));
    expect(await streamsInflateWithin(pdf, limits)).toBe(true);
  });

  it("stops one stream that inflates past the per-stream limit, whatever end of line follows its keyword", async () => {
    for (const eol of ["\n", "\r\n", "\r"])
      expect(
        await streamsInflateWithin(concat(latin1("%PDF-1.7\n"), deflatedStream(5 * MB, eol)), limits),
      ).toBe(false);
  });

  it("stops a file whose streams together inflate past the per-file limit", async () => {
    const pdf = concat(
      latin1("%PDF-1.7\n"),
      deflatedStream(3 * MB),
      deflatedStream(3 * MB),
      deflatedStream(1 * MB),
    );
    expect(await streamsInflateWithin(pdf, limits)).toBe(false);
  });

  it("counts a stream whose compressed bytes happen to hold the word endstream", async () => {
    const compressed = zlib.deflateSync(Buffer.alloc(5 * MB, 0x20));
    const cut = concat(
      latin1("stream\n"),
      compressed.subarray(0, 20),
      latin1("endstream"),
      compressed.subarray(20),
    );
    // The inserted word corrupts the data, so this one stops early: what matters is that the check
    // reads past the word rather than trusting it, as the untouched stream below shows.
    expect(await streamsInflateWithin(cut, limits)).toBe(true);
    expect(await streamsInflateWithin(concat(latin1("stream\n"), compressed), limits)).toBe(false);
  });

  it("counts nothing for stream data that is not compressed with zlib", async () => {
    const pdf = latin1(
      `%PDF-1.7\n<< /Length 20 >>\nstream\n${"BT /F1 12 Tf ET ".repeat(100_000)}\nendstream\n`,
    );
    expect(await streamsInflateWithin(pdf, limits)).toBe(true);
  });
});
