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

/**
 * The order steps take the reservation number from the URL and show it; placing an order through
 * the API belongs to the order flow's own issue, and this becomes a real order then.
 */
async function newOrderId(_baseURL: string): Promise<string> {
  return `${Date.now() % 1_000_000_000}`;
}
