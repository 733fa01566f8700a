/**
 * The text of a PDF as a reader's program extracts it (pdfjs-dist), with every kind of space made a
 * plain one: what a shopper would copy out of a downloaded document.
 */
export async function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  const text = pages.join('\n').replace(/[\u00a0\u202f\u2009]/g, ' ');
  await doc.destroy();
  return { pages: doc.numPages, text };
}
