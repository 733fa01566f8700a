import { absoluteJsonLdUrls, publicOrigin } from '@travel/contracts/json-ld';
import { useOfferSchema } from './api/use-offer';

const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The offer's JSON-LD from `GET /api/seo/schema/offer/` (search engines read it; browsers never run it). */
export function OfferSchema({ offerHash }: { offerHash: string }) {
  const schema = useOfferSchema(offerHash);
  if (schema.data === undefined) return null;
  const json = absoluteJsonLdUrls(jsonForScript(schema.data.schema), publicOrigin());
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
