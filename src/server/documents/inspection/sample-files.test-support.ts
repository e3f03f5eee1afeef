import zlib from "node:zlib";
import { PDFDocument, type PDFPage, StandardFonts } from "pdf-lib";
import sharp from "sharp";

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));
export const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** A real statement-like PDF of `pages` pages, as pdf-lib writes it. */
export async function statementPdf(
  pages = 1,
  extra?: (doc: PDFDocument, page: PDFPage) => void,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Statement page ${i + 1}`, { x: 50, y: 700, size: 24, font });
  }
  extra?.(doc, doc.getPage(0));
  return doc.save();
}

/**
 * A PDF written by hand, object by object, with a correct cross-reference table: for the
 * structures pdf-lib will not write (encryption) or normalises away (escaped names).
 */
export function handWrittenPdf(objects: readonly string[], trailerExtra = ""): Uint8Array {
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(body);
}

/** The catalog, page tree and one page a hand-written PDF starts with; `catalogExtra` goes in the catalog. */
export const ONE_PAGE = (catalogExtra = "", pageExtra = "") => [
  `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${pageExtra}>>`,
];

/** A ZIP archive of one file, stored or deflated (APPNOTE 4.3), built byte by byte. */
export function zipOf(name: string, content: Uint8Array, options: { deflate?: boolean } = {}): Uint8Array {
  const data = options.deflate ? zlib.deflateRawSync(content) : Buffer.from(content);
  const nameBytes = Buffer.from(name);
  const crc = zlib.crc32(content);
  const method = options.deflate ? 8 : 0;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(method, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const localSize = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(localSize, 16);
  return concat(local, nameBytes, data, central, nameBytes, end);
}

/** A photo-like image (noise, so it compresses like one). */
export function photo(format: "jpeg" | "png" | "webp" | "gif" | "tiff" | "avif", width = 640, height = 480) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
}

/** A phone photo as it leaves the camera: EXIF with the GPS position where it was taken, turned by Orientation 6. */
export async function phonePhotoWithGps(): Promise<Uint8Array> {
  const withGps = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "39/1 44/1 3123/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "75/1 32/1 4/1",
      },
    })
    .toBuffer();
  // A second pass sets the orientation (sharp writes it from its own setting, over the EXIF's).
  const turned = await sharp(withGps).keepExif().withMetadata({ orientation: 6 }).jpeg().toBuffer();
  return new Uint8Array(turned);
}

/** A PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return concat(length, typed, crc);
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG that declares `width` × `height` grey pixels but carries a few bytes of zeros: a decompression bomb. */
export function pngBomb(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return concat(
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(width + 1))),
    pngChunk("IEND", new Uint8Array()),
  );
}

/** A PNG with a text chunk holding `text` right after its header. */
export async function pngWithText(text: string): Promise<Uint8Array> {
  const png = await photo("png", 32, 32);
  const afterHeader = 8 + 25;
  return concat(
    png.subarray(0, afterHeader),
    pngChunk("tEXt", latin1(`Comment\0${text}`)),
    png.subarray(afterHeader),
  );
}

/** A JPEG whose frame header (SOF0) claims `width` × `height`. */
export async function jpegClaiming(width: number, height: number): Promise<Uint8Array> {
  const jpeg = Buffer.from(await photo("jpeg", 16, 16));
  for (let at = 2; at < jpeg.length - 9; ) {
    if (jpeg[at] !== 0xff) break;
    const marker = jpeg[at + 1] as number;
    if (marker === 0xc0 || marker === 0xc2) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return new Uint8Array(jpeg);
    }
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error("No frame header found");
}

export { latin1 };
