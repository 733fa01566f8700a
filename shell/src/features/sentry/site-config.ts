import { readDataBlock } from '@travel/contracts/data-block';
import { isSiteConfig, SITE_CONFIG_ELEMENT_ID } from '@travel/contracts/site-config-guard';
import type { SiteConfig } from '@travel/contracts/site-config';

/** Reads the site config the site server embeds; `null` when it is missing or malformed. */
export function readSiteConfig(doc: Document = document): SiteConfig | null {
  return readDataBlock(doc, SITE_CONFIG_ELEMENT_ID, isSiteConfig) ?? null;
}
