import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";

/** Windows-1252's printable characters in 0x80-0x9F that notices use; the rest is Latin-1. */
const WIN_ANSI: Record<number, string> = {
  145: "‘",
  146: "’",
  147: "“",
  148: "”",
  149: "•",
  150: "–",
  151: "—",
};
const winAnsi = (bytes: Iterable<number>) =>
  Array.from(bytes, (byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join("");

/** The text each page draws, line by line, read back from its (compressed) content streams. */
export async function pageTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const lines: string[] = [];
    for (const ref of streams) {
      const stream = ref instanceof PDFRawStream ? ref : doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = winAnsi(decodePDFRawStream(stream).decode());
      for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
        lines.push(winAnsi((hex?.match(/../g) ?? []).map((byte) => Number.parseInt(byte, 16))));
    }
    return lines;
  });
}
