/**
 * Renders the site's share image and icons into shell/server/public with headless Chromium:
 * `og.png` (1200x700, docs/product/page-metadata.md), `favicon.ico` (16 + 32 px), `apple-touch-icon.png` (180 px),
 * `icon-512.png`. Run once after changing the artwork; the PNGs are committed.
 *
 *   npx tsx shell/server/scripts/generate-brand-images.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '@travel/e2e/chromium';
import { FALLBACK_PAGE_TEXTS } from '../src/features/pages/page-texts';

const publicDir = resolve(process.argv[2] ?? 'shell/server/public');
const iconSvg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const FONT = 'system-ui, "DejaVu Sans", Arial, sans-serif';

const ogPage = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 700px; overflow: hidden; }
  body { background: linear-gradient(135deg, #042C46 0%, #0B4A73 100%); color: #fff; font-family: ${FONT};
         display: flex; align-items: center; gap: 56px; padding: 0 80px; box-sizing: border-box; }
  .icon { width: 280px; height: 280px; flex: none; filter: drop-shadow(0 12px 32px rgba(0,0,0,.35)); }
  h1 { font-size: 88px; margin: 0 0 24px; letter-spacing: -2px; }
  p { font-size: 38px; line-height: 1.35; margin: 0; color: #D7E6F2; }
  .bar { width: 120px; height: 8px; background: #F59E0B; border-radius: 4px; margin-bottom: 36px; }
</style></head><body>
  <div class="icon">${iconSvg.replace('<svg ', '<svg width="280" height="280" ')}</div>
  <div><div class="bar"></div><h1>${FALLBACK_PAGE_TEXTS.siteName}</h1>
  <p>Wakacje, last minute, first minute<br>i wycieczki all inclusive</p></div>
</body></html>`;

/** `fullBleed` drops the rounded corners: iOS rounds touch icons itself and fills transparency black. */
function iconPage(size: number, fullBleed = false): string {
  const svg = fullBleed ? iconSvg.replace('rx="14"', 'rx="0"') : iconSvg;
  return `<!doctype html><html><head><style>html,body{margin:0;background:transparent}</style></head><body>${svg.replace(
    '<svg ',
    `<svg width="${size}" height="${size}" `,
  )}</body></html>`;
}

/** An .ico holding PNG images (supported by every browser since IE Vista-era). */
function icoFromPngs(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 700 }, deviceScaleFactor: 1 });
  await page.setContent(ogPage);
  writeFileSync(join(publicDir, 'og.png'), await page.screenshot({ type: 'png' }));

  const renderIcon = async (size: number, fullBleed = false): Promise<Buffer> => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(iconPage(size, fullBleed));
    return page.screenshot({ type: 'png', omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };
  writeFileSync(join(publicDir, 'apple-touch-icon.png'), await renderIcon(180, true));
  writeFileSync(join(publicDir, 'icon-512.png'), await renderIcon(512));
  writeFileSync(
    join(publicDir, 'favicon.ico'),
    icoFromPngs([
      { size: 16, png: await renderIcon(16) },
      { size: 32, png: await renderIcon(32) },
    ]),
  );
} finally {
  await browser.close();
}
console.info(`brand images written to ${publicDir}`);
