import { absoluteJsonLdUrls, publicOrigin } from '@travel/contracts/json-ld';

/** `<`, `>` and `&` escaped, so the JSON can never close its script element. */
const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * A schema.org block in the page (search engines read it in the body as in the head; browsers never
 * run it). Root-relative addresses become absolute: from the site config in the browser, by the site
 * server in the server HTML (docs/product/page-metadata.md, structured data).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: absoluteJsonLdUrls(jsonForScript(data), publicOrigin()) }} />
  );
}
