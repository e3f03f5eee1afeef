import { PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { HOSTILE_FILES } from "./hostile-files.test-support";
import { inspectUpload } from "./inspect-upload";
import { concat, latin1, photo, statementPdf } from "./sample-files.test-support";
import { UPLOAD_REFUSALS, UploadRefusal } from "./upload-refusal";

async function refusalOf(bytes: Uint8Array) {
  try {
    await inspectUpload(bytes);
  } catch (error) {
    if (error instanceof UploadRefusal) return error;
    throw error;
  }
  throw new Error("The file was accepted");
}

describe("inspectUpload refuses every hostile file with the sentence for its reason (issue 10)", () => {
  it("tries at least 30 hostile files", () => {
    expect(HOSTILE_FILES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE_FILES.map((file) => [file.name, file] as const))("refuses %s", async (_name, file) => {
    const refusal = await refusalOf(await file.build());
    expect(refusal.reason).toBe(file.reason);
    expect(refusal.message).toBe(UPLOAD_REFUSALS[file.reason].message);
  });
});

describe("inspectUpload accepts real documents and photos", () => {
  it("keeps a PDF as pdf-lib rewrites it, with its page count", async () => {
    const inspected = await inspectUpload(await statementPdf(3));
    expect(inspected).toMatchObject({ kind: "pdf", contentType: "application/pdf", pageCount: 3 });
    expect((await PDFDocument.load(inspected.bytes)).getPageCount()).toBe(3);
  });

  it("drops whatever was appended after a PDF's %%EOF when it rewrites it", async () => {
    const appended = concat(await statementPdf(), latin1("\nAPPENDED-AFTER-EOF payload\n"));
    const inspected = await inspectUpload(appended);
    expect(Buffer.from(inspected.bytes).includes("APPENDED-AFTER-EOF")).toBe(false);
  });

  it("accepts a JPEG and a PNG whatever they are called, keeping their type from the bytes", async () => {
    expect(await inspectUpload(await photo("jpeg"))).toMatchObject({
      kind: "image",
      contentType: "image/jpeg",
    });
    expect(await inspectUpload(await photo("png"))).toMatchObject({
      kind: "image",
      contentType: "image/png",
    });
  });

  it("accepts a photo at the 50-megapixel limit's edge in size terms: a phone's 12 MP photo", async () => {
    const large = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    expect(await inspectUpload(new Uint8Array(large))).toMatchObject({ contentType: "image/jpeg" });
  });
});

describe("a PDF is kept without any action (issue 19)", () => {
  it("accepts a web link and an open-at-page action, and keeps neither in the rewritten file", async () => {
    const withLinks = await statementPdf(1, (doc, page) => {
      const link = doc.context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: [0, 0, 10, 10],
        A: doc.context.register(
          doc.context.obj({ S: "URI", URI: PDFString.of("https://bank.example/help") }),
        ),
      });
      page.node.set(PDFName.of("Annots"), doc.context.obj([link]));
      doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj({ S: "GoTo", D: [page.ref, "Fit"] }));
    });
    const inspected = await inspectUpload(withLinks);
    const kept = await PDFDocument.load(inspected.bytes);
    expect(kept.catalog.has(PDFName.of("OpenAction"))).toBe(false);
    const actions = kept.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFDict && object.has(PDFName.of("S")));
    expect(actions).toEqual([]);
    const annotations = kept.getPage(0).node.Annots()?.asArray() ?? [];
    expect(annotations).toHaveLength(1);
    for (const annotation of annotations)
      expect(kept.context.lookup(annotation, PDFDict).has(PDFName.of("A"))).toBe(false);
  });
});

describe("the encrypted PDF of the hostile corpus", () => {
  it("is one pdf-lib itself refuses to open without being told to ignore its encryption", async () => {
    const encrypted = HOSTILE_FILES.find((file) => file.reason === "encrypted");
    if (!encrypted) throw new Error("The corpus has no encrypted PDF");
    await expect(PDFDocument.load(await encrypted.build())).rejects.toThrow(/is encrypted/);
  });
});
