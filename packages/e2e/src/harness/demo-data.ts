/**
 * Real records of the seeded demo database that journeys need in URLs (a hotel, an order).
 * Read through the public API, never guessed, so a journey follows the seed when it changes.
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
  return { hotelSlug: await firstHotelSlug(baseURL), orderId: await newOrderId(baseURL) };
}

async function firstHotelSlug(_baseURL: string): Promise<string> {
  throw new Error('demo data: the API offers no hotel listing yet');
}

async function newOrderId(_baseURL: string): Promise<string> {
  throw new Error('demo data: the API cannot create an order yet');
}
