import { buildOfferFiltersQuery, fromListingUrl, toQueryString } from '@travel/search-model';
import { createListingOfferCounts } from '../listing-offer-counts';

const NOW = new Date('2026-11-26T12:00:00Z');

/** A stand-in API: offer-count answers from `counts` by the query string it is asked; every call is recorded. */
function fakeApi(answer: (query: string) => Response | Promise<Response>) {
  const asked: string[] = [];
  const apiFetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://site.invalid');
    expect(url.pathname).toBe('/api/offers/searcher/offer-count/');
    asked.push(url.search.slice(1));
    return answer(url.search.slice(1));
  }) as typeof fetch;
  return { apiFetch, asked };
}

const count = (n: number) => new Response(JSON.stringify({ count: n }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('offers per landing page', () => {
  it("asks with the query the landing's own listing sends, and keeps the answer", async () => {
    const { apiFetch, asked } = fakeApi(() => count(0));
    const counts = createListingOfferCounts(apiFetch, { now: () => NOW });
    expect(await counts.count('/last-minute/grecja/')).toBe(0);
    const state = fromListingUrl('/last-minute/grecja/', '', { now: NOW })!;
    expect(asked).toEqual([toQueryString(buildOfferFiltersQuery(state, { now: NOW }))]);
    expect(asked[0]).toContain('category=last-minute');
    expect(await counts.count('/last-minute/grecja/')).toBe(0);
    expect(asked).toHaveLength(1);
    counts.clear();
    await counts.count('/last-minute/grecja/');
    expect(asked).toHaveLength(2);
  });

  it('says nothing (undefined) when the API cannot answer, and asks again next time', async () => {
    let up = false;
    const { apiFetch, asked } = fakeApi(() => (up ? count(7) : new Response('{}', { status: 503 })));
    const counts = createListingOfferCounts(apiFetch, { now: () => NOW });
    expect(await counts.count('/wakacje/')).toBeUndefined();
    up = true;
    expect(await counts.count('/wakacje/')).toBe(7);
    expect(asked).toHaveLength(2);
    // No landing at all: nothing to ask.
    expect(await counts.count('/nie-ma-takiej-kategorii/')).toBeUndefined();
    expect(asked).toHaveLength(2);
  });
});
