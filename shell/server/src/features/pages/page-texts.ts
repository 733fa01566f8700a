import { z } from 'zod';
import { LANGUAGE } from '@travel/i18n';
import type { SiteTexts } from '../texts/site-texts';

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

/** `common.json` → `meta` of the site's texts snapshot (texts/site-texts.ts), parsed once per texts version. */
export function createPageTextsSource(texts: Pick<SiteTexts, 'current'>, warn: (message: string) => void): PageTextsSource {
  let parsed: { version: string; value: PageTexts } | undefined;
  return {
    async read() {
      const snapshot = await texts.current();
      if (parsed?.version === snapshot.version) return parsed.value;
      const common = snapshot.resources[LANGUAGE]?.['common'];
      const result = pageTextsSchema.safeParse(
        typeof common === 'object' && common !== null ? (common as { meta?: unknown }).meta : undefined,
      );
      if (!result.success) warn('page texts: common.json has no valid "meta" block; using built-in defaults');
      parsed = { version: snapshot.version, value: result.success ? result.data : FALLBACK_PAGE_TEXTS };
      return parsed.value;
    },
  };
}

export function applyTitleTemplate(texts: PageTexts, title: string): string {
  return texts.titleTemplate.replace('{{title}}', () => title);
}
