import "server-only";
import path from "node:path";
import PDFDocument from "pdfkit";

// The band's documents as PDF (issue 47), with pdfkit: A4, text selectable, the fonts embedded
// (subset). DejaVu Sans has ₦ and the letters of Yoruba, Igbo and Hausa names (ẹ, ọ, ṣ, ń…) that
// PDF's built-in fonts lack. Everything written is text: nothing the band or a client typed is
// read as markup.

const FONT_DIR = path.join(process.cwd(), "node_modules/dejavu-fonts-ttf/ttf");
const fonts = { regular: path.join(FONT_DIR, "DejaVuSans.ttf"), bold: path.join(FONT_DIR, "DejaVuSans-Bold.ttf") };

const MARGIN = 50;
const INK = "#1c1917";
const MUTED = "#57534e";
const ACCENT = "#9a3412";
const RULE = "#d6d3d1";

export type Letterhead = { name: string; lines: string[] };
export type DocumentHeading = { title: string; number?: string; facts: [string, string][] };

/** What a document's body draws with. */
export class PdfPage {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private get width() {
    return this.doc.page.width - 2 * MARGIN;
  }

  /** Starts a new page when `height` more points would not fit. */
  private fit(height: number) {
    if (this.doc.y + height > this.doc.page.height - MARGIN - 20) this.doc.addPage();
  }

  section(title: string) {
    this.fit(60);
    this.doc.moveDown(0.8).font("bold").fontSize(12).fillColor(ACCENT).text(title, MARGIN, this.doc.y, { width: this.width });
    const y = this.doc.y + 2;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.doc.y = y + 6;
  }

  paragraph(text: string, { muted = false, bold = false, size = 10 } = {}) {
    this.doc
      .font(bold ? "bold" : "regular")
      .fontSize(size)
      .fillColor(muted ? MUTED : INK)
      .text(text, MARGIN, this.doc.y, { width: this.width, lineGap: 2 });
    this.doc.moveDown(0.3);
  }

  /** Label and value side by side; `strong` rows (totals) in bold. */
  rows(rows: [string, string][], { labelWidth = 150, strong = [] as string[] } = {}) {
    for (const [label, value] of rows) {
      const bold = strong.includes(label);
      this.doc.font(bold ? "bold" : "regular").fontSize(10);
      const valueWidth = this.width - labelWidth;
      const height = Math.max(this.doc.heightOfString(value || " ", { width: valueWidth }), this.doc.heightOfString(label, { width: labelWidth - 10 }));
      this.fit(height + 4);
      const y = this.doc.y;
      this.doc.fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth - 10 });
      this.doc.fillColor(INK).text(value || "—", MARGIN + labelWidth, y, { width: valueWidth });
      this.doc.y = y + height + 4;
    }
  }

  /** A table with a header row: `widths` are the columns' shares of the line (they add up to 1). */
  table(headers: string[], rows: string[][], widths: number[]) {
    const columns = widths.map((share) => share * this.width);
    const draw = (cells: string[], bold: boolean) => {
      this.doc.font(bold ? "bold" : "regular").fontSize(9.5);
      const height = Math.max(...cells.map((cell, index) => this.doc.heightOfString(cell || " ", { width: (columns[index] ?? 0) - 8 }))) + 6;
      this.fit(height);
      const y = this.doc.y;
      let x = MARGIN;
      cells.forEach((cell, index) => {
        this.doc.fillColor(bold ? ACCENT : INK).text(cell, x + 4, y + 3, { width: (columns[index] ?? 0) - 8 });
        x += columns[index] ?? 0;
      });
      this.doc
        .moveTo(MARGIN, y + height)
        .lineTo(MARGIN + this.width, y + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.doc.y = y + height;
    };
    draw(headers, true);
    rows.forEach((cells) => draw(cells, false));
    this.doc.moveDown(0.5);
  }

  /** A picture (JPEG or PNG bytes and its pixel size), centred, at most the line's width and `maxHeight` points tall; on a new page when it would not fit. */
  picture(picture: { bytes: Buffer; width: number; height: number }, { maxHeight = 360, caption }: { maxHeight?: number; caption?: string } = {}) {
    const scale = Math.min(this.width / picture.width, maxHeight / picture.height);
    const [width, height] = [picture.width * scale, picture.height * scale];
    this.fit(height + 8);
    const y = this.doc.y;
    this.doc.image(picture.bytes, MARGIN + (this.width - width) / 2, y, { width, height });
    this.doc.y = y + height + 6;
    if (caption) this.paragraph(caption, { muted: true, size: 8.5 });
  }

  /** A numbered or bulleted list; "None" when it is empty. */
  list(items: string[], { numbered = false, empty = "None" } = {}) {
    if (!items.length) return this.paragraph(empty, { muted: true });
    items.forEach((item, index) => {
      this.doc.font("regular").fontSize(10);
      const marker = numbered ? `${index + 1}.` : "•";
      const height = this.doc.heightOfString(item, { width: this.width - 24 });
      this.fit(height + 3);
      const y = this.doc.y;
      this.doc.fillColor(MUTED).text(marker, MARGIN, y, { width: 22 });
      this.doc.fillColor(INK).text(item, MARGIN + 24, y, { width: this.width - 24 });
      this.doc.y = y + height + 3;
    });
  }
}

function drawHeader(doc: PDFKit.PDFDocument, letterhead: Letterhead, heading: DocumentHeading) {
  const width = doc.page.width - 2 * MARGIN;
  doc.font("bold").fontSize(16).fillColor(ACCENT).text(letterhead.name, MARGIN, MARGIN, { width });
  doc.font("regular").fontSize(9).fillColor(MUTED);
  for (const line of letterhead.lines) doc.text(line, { width });
  doc.moveDown(1.2);
  doc
    .font("bold")
    .fontSize(20)
    .fillColor(INK)
    .text(heading.number ? `${heading.title} ${heading.number}` : heading.title, { width });
  doc.moveDown(0.4);
  new PdfPage(doc).rows(heading.facts, { labelWidth: 110 });
}

/** A document: the letterhead and heading, the body drawn by `body`, and each page's footer. */
export function renderPdf(letterhead: Letterhead, heading: DocumentHeading, body: (page: PdfPage) => void): Promise<Buffer> {
  const { regular, bold } = fonts;
  const title = heading.number ? `${heading.title} ${heading.number}` : heading.title;
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, bufferPages: true, font: regular, info: { Title: title, Author: letterhead.name } });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  drawHeader(doc, letterhead, heading);
  body(new PdfPage(doc));
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.height - MARGIN + 10;
    // Writing in the bottom margin: without lifting it, pdfkit would start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${letterhead.name} · ${title} · page ${index - start + 1} of ${count}`, MARGIN, bottom, { width: doc.page.width - 2 * MARGIN, align: "center", lineBreak: false });
  }
  doc.end();
  return done;
}
