import { createKnownAddresses, RECHECK_MISS_AFTER_MS } from '../known-addresses';

// docs/adr/0233-links-status-and-index.md: a hotel or place the shop has just imported is not
// called unknown (a 404) from a list read before it came; a made-up one does not make every
// request read the list again.
function sitemapApi(hotels: string[]) {
  let reads = 0;
  const apiFetch = (async () => {
    reads += 1;
    return Response.json({
      listings: [{ pathname: '/wakacje/grecja/kreta/' }],
      locations: [],
      hotels: hotels.map((slug) => ({ slug })),
      salesOffices: [],
    });
  }) as unknown as typeof fetch;
  return { apiFetch, reads: () => reads };
}

describe('the known hotels and places', () => {
  it('finds a hotel imported after the last read once the list is old enough to be asked again', async () => {
    const hotels = ['hotel-morski'];
    const api = sitemapApi(hotels);
    let clock = 0;
    const known = createKnownAddresses(api.apiFetch, () => clock);
    expect(await known.hotels.has('hotel-morski')).toBe(true);
    hotels.push('hotel-nowy');
    clock += RECHECK_MISS_AFTER_MS;
    expect(await known.hotels.has('hotel-nowy')).toBe(true);
    expect(api.reads()).toBe(2);
  });

  it('reads at most once per recheck period for names that are not there', async () => {
    const api = sitemapApi(['hotel-morski']);
    let clock = 0;
    const known = createKnownAddresses(api.apiFetch, () => clock);
    expect(await known.hotels.has('hotel-morski')).toBe(true);
    for (const slug of ['zmyslony-1', 'zmyslony-2', 'zmyslony-3']) expect(await known.hotels.has(slug)).toBe(false);
    expect(api.reads()).toBe(1);
    clock += RECHECK_MISS_AFTER_MS;
    for (const slug of ['zmyslony-4', 'zmyslony-5']) expect(await known.hotels.has(slug)).toBe(false);
    expect(await known.destinations.has('/grecja/rodos/')).toBe(false);
    expect(api.reads()).toBe(2);
  });

  it('after a change of the shop data, the next question waits for a fresh list', async () => {
    const hotels = ['hotel-morski'];
    const api = sitemapApi(hotels);
    const known = createKnownAddresses(api.apiFetch, () => 0);
    expect(await known.hotels.has('hotel-nowy')).toBe(false);
    hotels.push('hotel-nowy');
    known.clear();
    expect(await known.hotels.has('hotel-nowy')).toBe(true);
    expect(await known.destinations.has('grecja/kreta')).toBe(true);
    expect(api.reads()).toBe(2);
  });
});
