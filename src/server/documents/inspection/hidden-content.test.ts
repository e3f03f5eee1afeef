import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { carriesZip, startsWithWebCode } from "./hidden-content";
import { concat, latin1, zipOf } from "./sample-files.test-support";

describe("carriesZip (a second file hidden in the first)", () => {
  it("finds a ZIP appended to a file, or held anywhere inside it", () => {
    const zip = zipOf("a.txt", latin1("hello"));
    expect(carriesZip(concat(latin1("%PDF-1.7\n"), zip))).toBe(true);
    expect(carriesZip(concat(latin1("%PDF-1.7\n"), zip, new Uint8Array(100_000)))).toBe(true);
  });

  it("does not take compressed data holding the 4 signature bytes for a ZIP (no false alarm on real files)", () => {
    const compressed = zlib.deflateSync(randomBytes(2_000_000));
    const withSignature = concat(
      compressed.subarray(0, 5000),
      latin1("PK\x03\x04\xff\xff"),
      compressed.subarray(5000),
    );
    expect(carriesZip(withSignature)).toBe(false);
    expect(carriesZip(new Uint8Array(randomBytes(4_000_000)))).toBe(false);
  });
});

describe("startsWithWebCode (markup a browser could run)", () => {
  it("finds script and page tags, and script URLs, in the first bytes", () => {
    expect(startsWithWebCode(latin1("%PDF-1.7\n%<script>alert(1)</script>"))).toBe(true);
    expect(startsWithWebCode(latin1("%PDF-1.7\n<< /URI (javascript:alert(1)) >>"))).toBe(true);
    expect(startsWithWebCode(latin1("<HTML><BODY>x"))).toBe(true);
  });

  it("leaves a photo's XMP metadata and markup beyond the sniffed bytes alone", () => {
    expect(startsWithWebCode(latin1('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>'))).toBe(
      false,
    );
    expect(startsWithWebCode(concat(new Uint8Array(2000), latin1("<script>")))).toBe(false);
  });
});
