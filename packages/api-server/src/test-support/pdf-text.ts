import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The text of a PDF as a reader's program extracts it (pdfjs-dist), with every kind of space made a
 * plain one: what a shopper would copy out of the document.
 */
export function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, 'pdf-text.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pdf-text exited ${code}: ${err}`));
      const parsed = JSON.parse(out) as { pages: number; text: string };
      resolve({ pages: parsed.pages, text: parsed.text.replace(/[\u00a0\u202f\u2009]/g, ' ') });
    });
    child.stdin.end(pdf);
  });
}
