import { TEXTS_VERSION_META } from '@travel/contracts/texts-version';

/**
 * The version the browser's stored texts are kept under: this shell build and the texts the page
 * says the site serves. A texts deploy on the server then reaches every visitor on their next
 * page, not an hour later when their stored copy expires (docs/adr/0347-texts-in-the-deploy-gate.md).
 */
export function textsCacheVersion(buildId: string, document: Document): string {
  const texts = document.querySelector(`meta[name="${TEXTS_VERSION_META}"]`)?.getAttribute('content');
  return texts ? `${buildId}.${texts}` : buildId;
}
