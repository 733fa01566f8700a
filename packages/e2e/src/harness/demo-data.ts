import { endpoints } from '@travel/contracts/api/endpoints';

/**
 * Real records of the seeded demo database that journeys need in URLs (a hotel, an order).
 * Read through the public API and parsed with the contracts, never guessed, so a journey follows
 * the seed when it changes.
 */
export interface DemoData {
  readonly hotelSlug: string;
  readonly orderId: string;
}

let cached: Promise<DemoData> | undefined;

export function demoData(baseURL: string): Promise<DemoData> {
  cached ??= loadDemoData(baseURL);
  return cached;
}

async function loadDemoData(baseURL: string): Promise<DemoData> {
  return { hotelSlug: await popularHotelSlug(baseURL), orderId: await newOrderId(baseURL) };
}

async function getApi<Response>(
  baseURL: string,
  endpoint: { path: string; response: { parse: (data: unknown) => Response } },
  query: Record<string, string>,
): Promise<Response> {
  const url = new URL(`/api${endpoint.path}`, baseURL);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`demo data: GET ${url.pathname}${url.search} answered ${response.status}`);
  return endpoint.response.parse(await response.json());
}

/** The most popular hotel of the resort with the most hotels. */
async function popularHotelSlug(baseURL: string): Promise<string> {
  const discover = await getApi(baseURL, endpoints.hotelsDestinationsDiscover, { limit: '1' });
  const resort = discover.items[0]?.location;
  if (resort === undefined) throw new Error('demo data: the seed has no resort with hotels');
  const list = await getApi(baseURL, endpoints.hotelsList, { location: resort.path, limit: '1', offset: '0' });
  const hotel = list.hotels[0];
  if (hotel === undefined) throw new Error(`demo data: no hotel in ${resort.path}`);
  return hotel.slug;
}

/** A new order ('Rezerwuj' through the API) on the first listed offer with places for one adult. */
async function newOrderId(baseURL: string): Promise<string> {
  const list = await getApi(baseURL, endpoints.offersList, { limit: '20' });
  const offer = list.offers.find((o) => o.placesLeft > 0);
  if (offer === undefined) throw new Error('demo data: no offer with places in the first 20 of the listing');
  const url = new URL(`/api${endpoints.purchaseCreateOfferRequest.path}`, baseURL);
  const response = await fetch(url, {
    method: 'POST',
    // A state-changing call from the shop's own origin, as the browser sends it.
    headers: { 'Content-Type': 'application/json', Origin: new URL(baseURL).origin },
    body: JSON.stringify({ offerHash: offer.hash, adults: 1 }),
  });
  if (response.status !== 201) throw new Error(`demo data: POST ${url.pathname} answered ${response.status}`);
  return endpoints.purchaseCreateOfferRequest.response.parse(await response.json()).orderId;
}
