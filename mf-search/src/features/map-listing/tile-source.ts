import { SITE_CONFIG_ELEMENT_ID, siteConfigSchema } from '@travel/contracts/site-config';

/**
 * The tile URL template (`{z}`, `{x}`, `{y}`) the site server announces in its site config, or null
 * for no tiles (markers then sit on a plain background). An empty or template-less value means none.
 */
export function readTileTemplate(doc: Document = document): string | null {
  const text = doc.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = siteConfigSchema.safeParse(json);
  if (!parsed.success) return null;
  const template = parsed.data.mapTileUrl.trim();
  return ['{z}', '{x}', '{y}'].every((part) => template.includes(part)) ? template : null;
}

export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}
