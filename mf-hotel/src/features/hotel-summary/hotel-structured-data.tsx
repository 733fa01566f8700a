import type { HotelDetail } from '@travel/contracts/api/hotels';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { absoluteJsonLdUrls, publicOrigin } from '@travel/contracts/json-ld';

export interface HotelStructuredDataProps {
  hotel: HotelDetail;
  /** The configured offer, described as the hotel's `Offer`. */
  offer: Pick<OfferListItem, 'hash' | 'priceTotal' | 'placesLeft'> | null;
  /** Absolute origin for URLs (`https://…`); empty keeps them root-relative. */
  origin?: string;
}

/** `<`, `>` and `&` escaped, so the JSON can never close its script element. */
const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** schema.org `Hotel` for search engines: address, geo, photos, rating and the selected offer. */
export function hotelJsonLd({ hotel, offer, origin = '' }: HotelStructuredDataProps): Record<string, unknown> {
  const country = hotel.breadcrumbs.find((place) => place.kind === 'country');
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    // The opinions section's reviews name the same node.
    '@id': `${origin}/hotel/${hotel.slug}/#hotel`,
    name: hotel.name,
    url: `${origin}/hotel/${hotel.slug}/`,
    description: hotel.description,
    starRating: { '@type': 'Rating', ratingValue: hotel.standard },
    address: {
      '@type': 'PostalAddress',
      addressLocality: hotel.location.name,
      ...(country?.countryCode ? { addressCountry: country.countryCode } : {}),
    },
    geo: { '@type': 'GeoCoordinates', latitude: hotel.lat, longitude: hotel.lng },
    image: hotel.photos.map((photo) => `${origin}${photo}`),
    ...(hotel.rating !== null && hotel.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: hotel.rating,
            bestRating: 6,
            worstRating: 1,
            reviewCount: hotel.reviewCount,
          },
        }
      : {}),
    ...(offer === null
      ? {}
      : {
          makesOffer: {
            '@type': 'Offer',
            price: offer.priceTotal,
            priceCurrency: 'PLN',
            availability: offer.placesLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
            url: `${origin}/oferta/${offer.hash}/`,
          },
        }),
  };
}

/** The JSON-LD block in the page (search engines read it in the body as in the head; browsers never run it). */
export function HotelStructuredData(props: HotelStructuredDataProps) {
  // Absolute addresses: from the page's site config in the browser, completed by the site server
  // in the server HTML (the same address, so hydration finds the same text).
  const json = absoluteJsonLdUrls(jsonForScript(hotelJsonLd(props)), publicOrigin());
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
