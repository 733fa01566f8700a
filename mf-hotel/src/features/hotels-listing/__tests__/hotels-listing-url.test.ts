import * as fc from 'fast-check';
import { hotelSortValues, travellerGroupValues } from '@travel/contracts/api/reference-values';
import { HOTEL_ATTRIBUTES } from '@travel/search-model/reference/hotel-attributes';
import { HOTEL_RATING_VALUES, HOTEL_STANDARD_VALUES } from '@travel/search-model/reference/hotel-list-filters';
import {
  EMPTY_HOTELS_LISTING,
  parseHotelsListing,
  updateHotelsListing,
  writeHotelsListing,
  type HotelsListingState,
} from '../hotels-listing-url';

const sortedSubset = <T extends string>(values: readonly T[]) =>
  fc.uniqueArray(fc.constantFrom(...values), { maxLength: 6 }).map((list) => [...list].sort());
const state: fc.Arbitrary<HotelsListingState> = fc.record({
  hotelAttribute: sortedSubset(HOTEL_ATTRIBUTES.map((attribute) => attribute.slug)),
  hotelRating: fc.option(fc.constantFrom(...HOTEL_RATING_VALUES), { nil: null }),
  hotelStandard: fc.option(fc.constantFrom(...HOTEL_STANDARD_VALUES), { nil: null }),
  hotelRecommendedFor: sortedSubset(travellerGroupValues),
  sortBy: fc.constantFrom(...hotelSortValues),
  page: fc.integer({ min: 1, max: 5000 }),
});

describe('the hotels listing address', () => {
  it('gives back every state it wrote (property)', () => {
    fc.assert(fc.property(state, (value) => expect(parseHotelsListing(writeHotelsListing(value))).toEqual(value)));
  });

  it('never throws, and what it reads is written canonically (property)', () => {
    const key = fc.constantFrom('udogodnienia', 'opinie', 'standard', 'dla', 'sortowanie', 'strona', 'x');
    const query = fc.array(fc.tuple(key, fc.string()), { maxLength: 8 }).map((pairs) => `?${new URLSearchParams(pairs).toString()}`);
    fc.assert(
      fc.property(query, (search) => {
        const read = parseHotelsListing(search);
        expect(parseHotelsListing(writeHotelsListing(read))).toEqual(read);
      }),
    );
  });

  it('writes Polish names, sorted lists, and leaves defaults out', () => {
    expect(writeHotelsListing(EMPTY_HOTELS_LISTING)).toBe('');
    expect(
      writeHotelsListing({ ...EMPTY_HOTELS_LISTING, hotelAttribute: ['spa', 'basen-kryty'], hotelRating: '4,6', sortBy: 'ocena', page: 2 }),
    ).toBe('?udogodnienia=basen-kryty,spa&opinie=4,6&sortowanie=ocena&strona=2');
  });

  it('drops unknown presets, attributes, groups, sorts and pages; a filter change goes back to page 1', () => {
    expect(parseHotelsListing('?opinie=2,6&standard=10,55&sortowanie=losowo&strona=0')).toEqual(EMPTY_HOTELS_LISTING);
    expect(parseHotelsListing('?udogodnienia=spa,lodowisko&dla=pary,emeryci')).toEqual({
      ...EMPTY_HOTELS_LISTING,
      hotelAttribute: ['spa'],
      hotelRecommendedFor: ['pary'],
    });
    const onPage3 = { ...EMPTY_HOTELS_LISTING, page: 3 };
    expect(updateHotelsListing(onPage3, { sortBy: 'cena' }).page).toBe(1);
    expect(updateHotelsListing(onPage3, { page: 4 }).page).toBe(4);
  });
});
