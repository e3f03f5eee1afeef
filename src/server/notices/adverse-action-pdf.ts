import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { formatNoticeDate } from "@/domain/format/notice-date";

/** What an adverse-action notice says (the content `prequal.notice` answers and the page renders). */
export interface AdverseActionNoticeContent {
  /** The notice's id: printed as a reference, so a letter and its record can be matched. */
  id: string;
  title: string;
  issuedAt: Date;
  /** As stored with the lead: the action, the principal reasons, the ECOA notice, the score disclosure… */
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/** The creditor as the notice names it (Reg B § 1002.9(a)(2): name and address of the creditor). */
export interface NoticeLender {
  legalName: string;
  address: string;
  phone?: string;
  email?: string;
  nmlsId?: string;
}

// US Letter in points, with 3/4-inch margins.
const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.33, 0.33, 0.33);
const BULLET = "• ";

type Style = {
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
function printable(font: PDFFont, text: string): string {
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
class Writer {
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

/**
 * The adverse-action notice (Reg B, 12 CFR 1002.9) as a PDF the applicant can keep: the creditor's
 * name and address, the title, the day it was issued and every section of the notice as stored with
 * the lead (the action, the principal reasons, the ECOA notice, the credit-score disclosure when a
 * score was used, the right to ask for the reasons within 60 days). A paragraph that starts with
 * "• " is drawn as a bullet with its lines indented. Pure: the same notice gives the same bytes (the document's dates are the issue date).
 */
export async function adverseActionPdf(
  notice: AdverseActionNoticeContent,
  lender: NoticeLender,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  doc.setTitle(notice.title, { showInWindowTitleBar: true });
  doc.setAuthor(lender.legalName);
  doc.setSubject("Adverse action notice (Equal Credit Opportunity Act, Regulation B)");
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
  write.paragraph(`Issued ${formatNoticeDate(notice.issuedAt)}  |  Reference ${notice.id}`, {
    font: regular,
    size: 10,
    gapBefore: 4,
    color: MUTED,
  });

  for (const section of notice.sections) {
    write.paragraph(section.heading, { font: bold, size: 13, gapBefore: 18 });
    for (const paragraph of section.paragraphs) {
      if (paragraph.startsWith(BULLET))
        write.bullet(paragraph.slice(BULLET.length), { font: regular, size: 11, gapBefore: 4 });
      else write.paragraph(paragraph, { font: regular, size: 11, gapBefore: 6 });
    }
  }

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const label = `${lender.legalName}  |  ${notice.title}  |  Page ${index + 1} of ${pages.length}`;
    page.drawText(printable(regular, label), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });

  return doc.save();
}
