import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PdfKit from 'pdfkit';

/**
 * The one place that knows pdfkit (docs/adr/0241-documents-as-pdfs.md): a document is a title and
 * sections of lines, laid out on A4 in DejaVu Sans, embedded as a subset so every Polish letter is
 * in the file and its text can be copied and searched.
 */

export interface PdfSection {
  heading: string;
  lines: readonly string[];
  /** Lines as a bulleted list rather than paragraphs. */
  list?: boolean;
}

export interface PdfContent {
  title: string;
  /** Under the title, in smaller type (the reservation number, the issuer). */
  subtitle?: readonly string[];
  sections: readonly PdfSection[];
  /** At the end of the last page (the shop's contact). */
  footer?: string;
  /** The document's `CreationDate`: with it fixed, the same content gives the same bytes. */
  createdAt: Date;
  /** Who the PDF's metadata names as author. */
  author: string;
}

const fontFile = (name: string): Buffer => readFileSync(fileURLToPath(new URL(`../../assets/fonts/${name}`, import.meta.url)));

let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** Read once per process (about 1.4 MB); pdfkit embeds only the glyphs a document uses. */
const loadFonts = () => (fonts ??= { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') });

const MARGIN = 56;
const INK = '#1a1a1a';
const MUTED = '#4a4a4a';

/** Renders `content` to a PDF (PDF 1.7, A4, compressed, fonts subset-embedded). */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PdfKit({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    lang: 'pl-PL',
    displayTitle: true,
    info: {
      Title: content.title,
      Author: content.author,
      Creator: content.author,
      CreationDate: content.createdAt,
      ModDate: content.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const width = doc.page.width - 2 * MARGIN;

  doc.font('bold').fontSize(16).fillColor(INK).text(content.title, { width });
  for (const line of content.subtitle ?? []) doc.font('regular').fontSize(10).fillColor(MUTED).text(line, { width });
  doc.moveDown(0.8);
  for (const section of content.sections) {
    // A heading never ends a page alone: start the section on the next page when little is left.
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    doc.font('bold').fontSize(12).fillColor(INK).text(section.heading, { width });
    doc.moveDown(0.25);
    doc.font('regular').fontSize(10).fillColor(INK);
    if (section.list) doc.list([...section.lines], { width, bulletRadius: 1.5, textIndent: 10, paragraphGap: 2 });
    else for (const line of section.lines) doc.text(line, { width, paragraphGap: 3 });
    doc.moveDown(0.7);
  }
  if (content.footer) {
    doc.moveDown(0.5);
    doc.font('regular').fontSize(9).fillColor(MUTED).text(content.footer, { width });
  }
  doc.end();
  return done;
}
