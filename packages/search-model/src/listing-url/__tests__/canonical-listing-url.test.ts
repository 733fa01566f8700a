import * as fc from 'fast-check';
import { deriveCategory } from '../../derivation/derive-category';
import { validStateArbitrary } from '../../filtr/__tests__/filtr-arbitraries';
import { canonicalListingUrl } from '../canonical-listing-url';
import { toListingUrl } from '../listing-url';

const now = new Date('2026-11-22T10:00:00Z');

function canonical(address: string, at: Date = now): string | null {
  const url = new URL(address, 'http://listing.invalid');
  return canonicalListingUrl(url.pathname, url.search, { now: at });
}

describe('canonicalListingUrl: where a listing address belongs', () => {
  it.each([
    ['filters in another order', '/wycieczki/?filtr=sortowanie:ocena;dorosli:3', '/wycieczki/?filtr=dorosli:3;sortowanie:ocena'],
    [
      'filters that give another category',
      '/wycieczki/grecja/?filtr=dorosli:2;wyzywienie:all-inclusive',
      '/all-inclusive/grecja/?filtr=wyzywienie:all-inclusive',
    ],
    ['a percent-encoded filtr', '/wycieczki/?filtr=dorosli%3A3%3Bsortowanie%3Aocena', '/wycieczki/?filtr=dorosli:3;sortowanie:ocena'],
    ['an invalid value', '/wycieczki/?filtr=dorosli:abc;wyzywienie:hb', '/wycieczki/?filtr=wyzywienie:hb'],
    ['a default written out', '/wycieczki/grecja/?filtr=dorosli:2', '/wycieczki/grecja/'],
    ['an empty filtr where the category has no optional preset', '/wycieczki/?filtr=', '/wycieczki/'],
    ['a page as a parameter of its own', '/wycieczki/?strona=2', '/wycieczki/?filtr=strona:2'],
    ['a form field beside filtr', '/wycieczki/?filtr=dorosli:3&sortowanie=ocena', '/wycieczki/?filtr=dorosli:3;sortowanie:ocena'],
    ['no trailing slash', '/wycieczki/grecja', '/wycieczki/grecja/'],
    ['a parameter the listing does not know', '/wycieczki/grecja/?widok=lista', '/wycieczki/grecja/'],
  ])('%s: %s → %s', (_case, address, expected) => {
    expect(canonical(address)).toBe(expected);
  });

  it.each([
    '/wycieczki/',
    '/wycieczki/grecja/kreta/?filtr=dorosli:3',
    '/all-inclusive/grecja/?filtr=wyzywienie:all-inclusive',
    '/wakacje/?filtr=typ:wypoczynek',
  ])('leaves a canonical address as it is: %s', (address) => {
    expect(canonical(address)).toBe(address);
  });

  it('leaves a landing page at its own address, presets and all (the address links and the sitemap use)', () => {
    for (const address of ['/wakacje/', '/narty/', '/itaka/', '/z-warszawy/', '/lato-27/']) expect(canonical(address)).toBe(address);
  });

  it('moves a summer season that rolled over to the current one, by the clock it is given', () => {
    expect(canonical('/lato-26/')).toBe('/lato-27/');
    expect(canonical('/lato-26/', new Date('2027-11-22T10:00:00Z'))).toBe('/lato-28/');
    expect(canonical('/lato-27/', new Date('2027-11-22T10:00:00Z'))).toBe('/lato-28/');
    // With filters the season's dates are written out, as for any search.
    expect(canonical('/lato-26/?filtr=dorosli:3')).toBe('/lato-27/?filtr=od:20.03.2027;do:31.10.2027;dorosli:3');
  });

  it('keeps campaign parameters after the search and drops the rest', () => {
    expect(canonical('/wakacje/?utm_source=newsletter&widok=mapa&gclid=abc')).toBe('/wakacje/?utm_source=newsletter&gclid=abc');
    expect(canonical('/wycieczki/?filtr=sortowanie:ocena;dorosli:3&utm_medium=email')).toBe(
      '/wycieczki/?filtr=dorosli:3;sortowanie:ocena&utm_medium=email',
    );
  });

  it('gives null for an address that is no listing', () => {
    expect(canonical('/nie-ma-takiej-kategorii/')).toBeNull();
  });

  it('is canonical for every address the app writes, and a fixed point for any address', () => {
    fc.assert(
      fc.property(validStateArbitrary(now), (generated) => {
        const written = toListingUrl(deriveCategory(generated, { now }), { now });
        expect(canonical(written)).toBe(written);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom('/wycieczki/', '/wakacje/grecja', '/lato-26/', '/all-inclusive/egipt/', '/itaka/'),
        fc.array(fc.tuple(fc.constantFrom('filtr', 'strona', 'sortowanie', 'utm_source', 'x'), fc.string({ maxLength: 30 })), {
          maxLength: 3,
        }),
        (pathname, pairs) => {
          const first = canonical(`${pathname}?${new URLSearchParams(pairs).toString()}`);
          expect(first).not.toBeNull();
          expect(canonical(first as string)).toBe(first);
        },
      ),
      { numRuns: 300 },
    );
  });
});
