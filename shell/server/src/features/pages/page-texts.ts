import { join } from 'node:path';
import { z } from 'zod';
import { watchedFile } from '../../lib/watched-file';

/** The Polish texts of the page head (docs/product/page-metadata.md). */
export interface PageTexts {
  readonly siteName: string;
  /** Contains `{{title}}`: "page title – product name". */
  readonly titleTemplate: string;
  readonly defaultTitle: string;
  readonly defaultDescription: string;
}

const pageTextsSchema = z.object({
  siteName: z.string().min(1),
  titleTemplate: z.string().includes('{{title}}'),
  defaultTitle: z.string().min(1),
  defaultDescription: z.string().min(1),
});

/**
 * Used only while `common.json` lacks its `meta` block (e.g. a locales checkout older than the
 * server); the source of truth is `packages/i18n/locales/pl/common.json` → `meta`.
 */
export const FALLBACK_PAGE_TEXTS: PageTexts = {
  siteName: 'Podróżownia',
  titleTemplate: '{{title}} – Podróżownia',
  defaultTitle: 'Podróżownia – wakacje, wczasy, last minute i wycieczki all inclusive',
  defaultDescription:
    'Wakacje last minute i first minute, wczasy all inclusive, egzotyka, wycieczki objazdowe, hotele i bilety lotnicze. ' +
    'Egipt, Tunezja, Turcja, Grecja, Hiszpania, Chorwacja, Kreta, Rodos i Tajlandia.',
};

export interface PageTextsSource {
  read(): Promise<PageTexts>;
}

/** Reads `pl/common.json` → `meta` from LOCALES_DIR, re-read when the file changes. */
export function createPageTextsSource(localesDir: string, warn: (message: string) => void): PageTextsSource {
  const file = watchedFile(join(localesDir, 'pl', 'common.json'), (text) => {
    const parsed: unknown = JSON.parse(text);
    const meta = typeof parsed === 'object' && parsed !== null ? (parsed as { meta?: unknown }).meta : undefined;
    return pageTextsSchema.parse(meta);
  });
  let warned = false;
  return {
    async read() {
      const result = await file.read();
      if (result.status === 'ok') return result.value;
      if (!warned) {
        warned = true;
        warn(`page texts: ${join(localesDir, 'pl', 'common.json')} has no valid "meta" block; using built-in defaults`);
      }
      return FALLBACK_PAGE_TEXTS;
    },
  };
}

export function applyTitleTemplate(texts: PageTexts, title: string): string {
  return texts.titleTemplate.replace('{{title}}', () => title);
}
