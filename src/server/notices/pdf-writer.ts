import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { formatNoticeDate } from "@/domain/format/notice-date";

/** What the lender's PDFs (the adverse-action notice, the application summary…) share: page, fonts' limits, wrapping, the notice's letterhead. */

// US Letter in points, with 3/4-inch margins.
export const PAGE = { width: 612, height: 792 };
export const MARGIN = 54;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
export const INK = rgb(0.13, 0.13, 0.13);
export const MUTED = rgb(0.33, 0.33, 0.33);

export type Style = {
  font: PDFFont;
  size: number;
  gapBefore: number;
  color?: ReturnType<typeof rgb>;
  indent?: number;
};

/**
 * The standard fonts draw only Windows-1252 characters: anything else (an emoji, a non-Latin name)
 * is replaced rather than left to fail the whole notice.
 */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\t" || char === "\n") out += " ";
    else if (known.has(code)) out += char;
    else out += "?";
  }
  return out;
}

/** Splits a paragraph into lines no wider than `width`, breaking a word only when it alone is too wide. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes lines top to bottom, starting a new page when the next line would cross the bottom margin. */
export class Writer {
  private page: PDFPage;
  private y: number;

  constructor(private readonly doc: PDFDocument) {
    this.page = this.newPage();
    this.y = PAGE.height - MARGIN;
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    return page;
  }

  paragraph(text: string, style: Style) {
    const indent = style.indent ?? 0;
    const lines = wrapText(printable(style.font, text), style.font, style.size, TEXT_WIDTH - indent);
    const leading = style.size * 1.35;
    this.y -= style.gapBefore;
    for (const line of lines) {
      if (this.y - leading < MARGIN + 18) {
        this.page = this.newPage();
      }
      this.y -= leading;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size: style.size,
        font: style.font,
        color: style.color ?? INK,
      });
    }
  }

  bullet(text: string, style: Style) {
    const marker = "•";
    if (this.y - style.size * 1.35 - style.gapBefore < MARGIN + 18) this.page = this.newPage();
    const top = this.y - style.gapBefore - style.size * 1.35;
    this.page.drawText(marker, { x: MARGIN + 4, y: top, size: style.size, font: style.font, color: INK });
    this.paragraph(text, { ...style, indent: 18 });
  }

  rule(gapBefore: number) {
    this.y -= gapBefore;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.75,
      color: MUTED,
    });
  }
}

/** Writes "label  |  Page n of N" at the foot of every page. */
export function drawFooters(doc: PDFDocument, font: PDFFont, label: string) {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    page.drawText(printable(font, `${label}  |  Page ${index + 1} of ${pages.length}`), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font,
      color: MUTED,
    });
  });
}

/** The creditor as the notice names it (Reg B § 1002.9(a)(2): name and address of the creditor). */
export interface NoticeLender {
  legalName: string;
  address: string;
  phone?: string;
  email?: string;
  nmlsId?: string;
}

/**
 * A notice the lender sends an applicant, begun: the file's details (dated by its issue, so the same
 * notice gives the same bytes), the lender's letterhead with how to reach them, the title and the
 * line with the issue date and the reference that matches a printed notice to its record.
 */
export async function startNotice(
  lender: NoticeLender,
  notice: { title: string; subject?: string; issuedAt: Date; reference: string },
) {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(notice.title, { showInWindowTitleBar: true });
  doc.setAuthor(lender.legalName);
  if (notice.subject) doc.setSubject(notice.subject);
  doc.setCreator(lender.legalName);
  doc.setProducer(lender.legalName);
  doc.setLanguage("en-US");
  doc.setCreationDate(notice.issuedAt);
  doc.setModificationDate(notice.issuedAt);

  const write = new Writer(doc);
  write.paragraph(lender.legalName, { font: bold, size: 14, gapBefore: 0 });
  write.paragraph(lender.address, { font: regular, size: 10, gapBefore: 2, color: MUTED });
  const contact = [
    lender.phone,
    lender.email,
    lender.nmlsId && lender.nmlsId !== "demo" ? `NMLS ID ${lender.nmlsId}` : undefined,
  ].filter(Boolean);
  if (contact.length > 0)
    write.paragraph(contact.join("  |  "), { font: regular, size: 10, gapBefore: 0, color: MUTED });
  write.rule(10);
  write.paragraph(notice.title, { font: bold, size: 18, gapBefore: 14 });
  write.paragraph(`Issued ${formatNoticeDate(notice.issuedAt)}  |  Reference ${notice.reference}`, {
    font: regular,
    size: 10,
    gapBefore: 4,
    color: MUTED,
  });
  return { doc, write, regular, bold };
}
