import { entry, slugSet } from './reference-entry';

/**
 * The 34 hotel attributes. The spec names 22; the last 12 complete the list in the same style
 * (see docs/adr/0050-search-model-reference-data.md).
 */
export const HOTEL_ATTRIBUTES = [
  entry('animacje', 'Animacje'),
  entry('aquapark', 'Aquapark'),
  entry('basen-kryty', 'Basen kryty'),
  entry('basen-odkryty', 'Basen odkryty'),
  entry('bez-paszportu', 'Bez paszportu'),
  entry('blisko-centrum', 'Blisko centrum'),
  entry('blisko-lotniska', 'Blisko lotniska'),
  entry('blisko-stoku', 'Blisko stoku'),
  entry('darmowe-wifi', 'Darmowe Wi-Fi'),
  entry('dla-doroslych', 'Tylko dla dorosłych'),
  entry('dla-dzieci', 'Dla dzieci'),
  entry('fitness', 'Fitness'),
  entry('golf', 'Golf'),
  entry('hotel-klubowy', 'Hotel klubowy'),
  entry('klimatyzacja', 'Klimatyzacja'),
  entry('kurorty-nadmorskie', 'Kurorty nadmorskie'),
  entry('kurorty-narciarskie', 'Kurorty narciarskie'),
  entry('spa', 'SPA'),
  entry('sporty-wodne', 'Sporty wodne'),
  entry('sporty-zimowe', 'Sporty zimowe'),
  entry('zeglarstwo', 'Żeglarstwo'),
  entry('zycie-nocne', 'Życie nocne'),
  entry('plaza-piaszczysta', 'Plaża piaszczysta'),
  entry('przy-plazy', 'Przy plaży'),
  entry('zjezdzalnie', 'Zjeżdżalnie'),
  entry('brodzik', 'Brodzik dla dzieci'),
  entry('mini-klub', 'Mini klub'),
  entry('pokoje-rodzinne', 'Pokoje rodzinne'),
  entry('podgrzewany-basen', 'Podgrzewany basen'),
  entry('przyjazny-zwierzetom', 'Przyjazny zwierzętom'),
  entry('parking', 'Parking'),
  entry('winda', 'Winda'),
  entry('udogodnienia-dla-niepelnosprawnych', 'Udogodnienia dla niepełnosprawnych'),
  entry('centrum-nurkowe', 'Centrum nurkowe'),
] as const;

export type HotelAttributeSlug = (typeof HOTEL_ATTRIBUTES)[number]['slug'];
export const HOTEL_ATTRIBUTE_SLUG_SET = slugSet(HOTEL_ATTRIBUTES);

/**
 * Attributes that filter by the destination, not by what the hotel offers: 'Bez paszportu' says a
 * Polish ID card is enough for the country, so a hotel page does not list it among its amenities.
 */
const DESTINATION_FACTS: ReadonlySet<string> = new Set(['bez-paszportu']);

/** Whether an attribute is something the hotel itself has (and its page lists). */
export function isHotelAmenity(slug: string): boolean {
  return !DESTINATION_FACTS.has(slug);
}
