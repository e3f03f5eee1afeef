import { createRequire } from "node:module";
import path from "node:path";
import { createCanvas, DOMMatrix, ImageData, Path2D } from "@napi-rs/canvas";
import { imageThumbnail, THUMBNAIL_SIZE } from "./normalise-image";

/** A page that takes longer than this to draw is not drawn (a thumbnail's screen shows a PDF icon). */
const RENDER_LIMIT_MS = 10_000;

const require = createRequire(import.meta.url);
/** pdf.js's own copies of the 14 standard fonts, read from disk (nothing is downloaded). */
const standardFontDataUrl = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/**
 * pdf.js draws with the page's Path2D and DOMMatrix: they must be the same canvas package's as the
 * canvas it draws on (its own optional copy is another version, whose paths ours refuses).
 */
function shareCanvasGlobals() {
  const globals = globalThis as Record<string, unknown>;
  globals.Path2D ??= Path2D;
  globals.DOMMatrix ??= DOMMatrix;
  globals.ImageData ??= ImageData;
}

/**
 * Page `pageNumber` (from 1) of a PDF drawn by pdf.js (the legacy build, for Node) on a
 * @napi-rs/canvas, its longest side `longestSide` px, as a PNG, with the document's page count.
 * pdf.js runs no document script here (`isEvalSupported` off, no scripting). Null when the bytes
 * cannot be read, the page does not exist or cannot be drawn within the time limit.
 */
export async function drawPdfPage(
  bytes: Uint8Array,
  pageNumber: number,
  longestSide: number,
): Promise<{ png: Uint8Array; pages: number } | null> {
  shareCanvasGlobals();
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const pdf = await task.promise;
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pdf.numPages) return null;
    const page = await pdf.getPage(pageNumber);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: longestSide / Math.max(natural.width, natural.height) });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const render = page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: canvas.getContext("2d") as unknown as CanvasRenderingContext2D,
      viewport,
      background: "#ffffff",
    });
    const timedOut = new Promise<"timedOut">((resolve) => {
      timer = setTimeout(() => resolve("timedOut"), RENDER_LIMIT_MS);
    });
    if ((await Promise.race([render.promise, timedOut])) === "timedOut") {
      render.cancel();
      return null;
    }
    return { png: canvas.toBuffer("image/png"), pages: pdf.numPages };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    await task.destroy();
  }
}

/** The first page as a 320 px JPEG: a thumbnail is a convenience, not a check (null when not drawn). */
export async function pdfThumbnail(bytes: Uint8Array): Promise<Uint8Array | null> {
  const first = await drawPdfPage(bytes, 1, THUMBNAIL_SIZE);
  return first ? imageThumbnail(first.png) : null;
}
