import { offerFiltersQuery } from '@travel/contracts/api/offers';
import { createDefaultSearchState } from '../../defaults/search-defaults';
import type { SearchState } from '../../state/search-state';
import { buildOfferFiltersQuery } from '../build-offer-list-query';
import { buildSearchPayload } from '../search-payload';

const now = new Date('2026-11-22T10:00:00Z');
const base = (patch: Partial<SearchState> = {}): SearchState => ({ ...createDefaultSearchState(), ...patch });

describe('search request payload', () => {
  it('maps the map area to geo bounds, centre and radius', () => {
    const payload = buildSearchPayload(base({ mapArea: { lat: 51.75, lng: 19.1, radius: 150, viewportBounds: [54.5, 24.1, 49, 14.1] } }), {
      now,
    });
    expect(payload).toMatchObject({
      geoBounds: { neLat: 54.5, neLng: 24.1, swLat: 49, swLng: 14.1 },
      geoLat: 51.75,
      geoLng: 19.1,
      geoMaxDistance: 150,
    });
    expect(buildSearchPayload(base(), { now })).toMatchObject({ geoBounds: null, geoLat: null, geoLng: null, geoMaxDistance: null });
  });

  it('sends duration as nights, an unset start as tomorrow, no departure city for own transport', () => {
    expect(
      buildSearchPayload(base({ durationDays: { from: 14, to: 16 }, transport: 'wlasny', departureCity: ['gdansk'] }), { now }),
    ).toMatchObject({ durationDays: { from: 13, to: 15 }, dateFrom: '2026-11-23', dateTo: null, departureCity: [], page: 1 });
  });

  it('keeps departure cities for every other transport', () => {
    for (const transport of ['dowolny', 'samolot', 'autokar', 'samolot-lub-autokar'] as const) {
      expect(buildSearchPayload(base({ transport, departureCity: ['gdansk'] }), { now }).departureCity).toEqual(['gdansk']);
    }
  });

  it('uses the Warsaw day for tomorrow, across the year boundary', () => {
    expect(buildSearchPayload(base(), { now: new Date('2026-12-31T23:30:00Z') }).dateFrom).toBe('2027-01-02');
  });

  it('gives filter queries (map listing, counts) without paging that the API contract accepts', () => {
    const query = buildOfferFiltersQuery(base({ page: 3, adults: 1, board: ['bb'] }), { now });
    expect(query).not.toHaveProperty('limit');
    expect(query).not.toHaveProperty('offset');
    const parsed = offerFiltersQuery.safeParse(query);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toMatchObject({ adults: 1, board: ['bb'], durationDays: { from: 1, to: 28 } });
  });
});
