import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { statementPdf } from "./inspection/sample-files.test-support";
import { drawPdfPage, pdfThumbnail } from "./pdf-pages";

describe("pdfThumbnail (pdf.js legacy build on @napi-rs/canvas)", () => {
  it("draws a statement's first page as a 320 px JPEG with something drawn on it", async () => {
    const started = performance.now();
    const thumbnail = await pdfThumbnail(await statementPdf(2));
    expect(performance.now() - started).toBeLessThan(5000);
    if (!thumbnail) throw new Error("No thumbnail was drawn");
    const image = sharp(thumbnail);
    const { format, width, height } = await image.metadata();
    expect([format, width, height]).toEqual(["jpeg", 248, 320]);
    // The page's text leaves dark pixels on the white page.
    const { channels } = await image.stats();
    expect(channels[0]?.min).toBeLessThan(100);
    expect(channels[0]?.max).toBeGreaterThan(240);
  });

  it("gives no thumbnail for bytes pdf.js cannot read", async () => {
    expect(await pdfThumbnail(new Uint8Array(Buffer.from("%PDF-1.7\nnot a document")))).toBeNull();
  });
});

describe("drawPdfPage (the staff viewer's pages)", () => {
  it("draws the page asked for at the size asked for, with the document's page count", async () => {
    const drawn = await drawPdfPage(await statementPdf(2), 2, 1000);
    if (!drawn) throw new Error("No page was drawn");
    expect(drawn.pages).toBe(2);
    const { format, height } = await sharp(drawn.png).metadata();
    expect([format, height]).toEqual(["png", 1000]);
  });

  it("draws no page beyond the last or before the first", async () => {
    const pdf = await statementPdf(2);
    expect(await drawPdfPage(pdf, 3, 1000)).toBeNull();
    expect(await drawPdfPage(pdf, 0, 1000)).toBeNull();
  });
});
