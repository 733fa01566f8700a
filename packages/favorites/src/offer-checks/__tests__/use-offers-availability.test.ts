import { createApiClient } from '@travel/api-client';
import type { OfferCheck } from '@travel/contracts/api/offer-checks';
import { createTestQueryClient } from '@travel/ui/testing';
import { offersAvailabilityQueryOptions } from '../use-offers-availability';

const checkOf = (offerHash: string): OfferCheck => ({
  offerHash,
  available: !offerHash.startsWith('gone'),
  reason: offerHash.startsWith('gone') ? 'withdrawn' : null,
  placesLeft: 4,
  pricePerPerson: 1000,
  priceTotal: 2000,
  seenPriceTotal: null,
  priceChange: null,
  priceDifference: null,
});

/** A fake API answering batch-aval as the server does: one result per asked offer. */
function fakeApi() {
  const bodies: Array<{ offers: Array<{ offerHash: string }>; adults?: number }> = [];
  const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as (typeof bodies)[number];
    bodies.push(body);
    const answer = { party: { adults: body.adults ?? 2, children: 0, infants: 0 }, results: body.offers.map((o) => checkOf(o.offerHash)) };
    // What the client reads of a response (jsdom has no `Response`).
    return { ok: true, status: 200, text: async () => JSON.stringify(answer) } as unknown as Response;
  });
  return { api: createApiClient({ fetch: fetch as typeof globalThis.fetch }), bodies };
}

describe('offersAvailabilityQueryOptions', () => {
  it('checks any number of offers 50 at a time and answers each by its code', async () => {
    const { api, bodies } = fakeApi();
    const offers = Array.from({ length: 120 }, (_, i) => ({ offerHash: i === 7 ? 'gone0007' : `offer${i}` }));
    const data = await createTestQueryClient().fetchQuery(offersAvailabilityQueryOptions(offers, { adults: 3 }, api));
    expect(bodies.map((b) => b.offers.length)).toEqual([50, 50, 20]);
    expect(bodies.every((b) => b.adults === 3)).toBe(true);
    expect(data.size).toBe(120);
    expect(data.get('gone0007')).toMatchObject({ available: false, reason: 'withdrawn' });
    expect(data.get('offer119')).toMatchObject({ available: true });
  });

  it('asks nothing for no offers', () => {
    const { api } = fakeApi();
    expect(offersAvailabilityQueryOptions([], {}, api).enabled).toBe(false);
  });
});
