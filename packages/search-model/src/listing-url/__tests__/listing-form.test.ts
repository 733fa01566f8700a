import { hasFiltrFormFields } from '../../filtr/filtr-form-fields';
import { listingFormTarget, parseListingUrl, toListingUrl } from '../listing-url';

const now = new Date('2026-11-22T10:00:00Z');

/** What a browser does with a GET form: the action plus the fields, in document order. */
function submit(pathname: string, search: string, fields: Array<[string, string]>): string {
  const parsed = parseListingUrl(pathname, search, { now });
  if (parsed === null) throw new Error(`no listing at ${pathname}`);
  const target = listingFormTarget(parsed.state, { now });
  const query = new URLSearchParams([['filtr', target.filtr], ...fields]);
  const submitted = parseListingUrl(target.action, `?${query.toString()}`, { now });
  if (submitted === null) throw new Error(`no listing at ${target.action}`);
  return toListingUrl(submitted.state, { now });
}

describe('the listing form submitted without JavaScript', () => {
  it('gives the address the app would navigate to, on page 1', () => {
    expect(
      submit('/wycieczki/grecja/kreta/', '?filtr=dorosli:3;strona:4', [
        ['sortowanie', 'ocena'],
        ['wyzywienie', ''],
        ['wyzywienie', 'all-inclusive'],
        ['wyzywienie', 'hb'],
      ]),
    ).toBe('/wycieczki/grecja/kreta/?filtr=dorosli:3;wyzywienie:all-inclusive,hb;sortowanie:ocena');
  });

  it('clears a group whose boxes are all unticked (only its empty field is sent)', () => {
    expect(submit('/wycieczki/', '?filtr=wyzywienie:all-inclusive,hb;sortowanie:ocena', [['wyzywienie', '']])).toBe(
      '/wycieczki/?filtr=sortowanie:ocena',
    );
  });

  it('keeps what the form has no field for, and an unchanged form is the same search', () => {
    const typed = '/wycieczki/?filtr=dlugosc:6,8;dorosli:3;sortowanie:ocena';
    expect(submit('/wycieczki/', '?filtr=dlugosc:6,8;dorosli:3;sortowanie:ocena', [['sortowanie', 'ocena']])).toBe(typed);
  });

  it('reads the two price fields as one range, an empty upper bound as no limit', () => {
    expect(
      submit('/wycieczki/', '', [
        ['cena', '1500'],
        ['cena', ''],
      ]),
    ).toBe('/wycieczki/?filtr=cena:1500');
    expect(
      submit('/wycieczki/', '', [
        ['cena', '1500'],
        ['cena', '4000'],
      ]),
    ).toBe('/wycieczki/?filtr=cena:1500,4000');
    expect(
      submit('/wycieczki/', '?filtr=cena:1500', [
        ['cena', ''],
        ['cena', ''],
      ]),
    ).toBe('/wycieczki/');
  });

  it('reads an empty lower bound (the field shows no "1") as the default with the upper bound kept', () => {
    expect(
      submit('/wycieczki/', '', [
        ['cena', ''],
        ['cena', '3000'],
      ]),
    ).toBe('/wycieczki/?filtr=cena:1,3000');
  });

  it('drops an invalid field value as the codec drops one in `filtr`', () => {
    expect(submit('/wycieczki/', '?filtr=sortowanie:ocena', [['sortowanie', 'nieznane']])).toBe('/wycieczki/');
  });

  it('applies the fields as a change to the page: a category whose condition no longer holds is left', () => {
    // A price cap above 2000 zł is no "tanie wczasy" search any more.
    expect(
      submit('/tanie-wczasy/', '', [
        ['cena', ''],
        ['cena', '3000'],
      ]),
    ).toBe('/wycieczki/?filtr=cena:1,3000');
    // Two adults are the default: the general listing, nothing in its address.
    expect(submit('/dla-singli/', '', [['dorosli', '2']])).toBe('/wycieczki/');
    expect(submit('/itaka/', '', [['organizator', 'tui']])).toBe('/tui/?filtr=organizator:tui');
  });

  it('keeps the category when the change still fits it', () => {
    expect(
      submit('/tanie-wczasy/', '', [
        ['cena', '500'],
        ['cena', '1500'],
      ]),
    ).toBe('/tanie-wczasy/?filtr=cena:500,1500');
    expect(submit('/last-minute/', '?filtr=', [['sortowanie', 'ocena']])).toMatch(/^\/last-minute\/\?filtr=.*sortowanie:ocena/);
  });

  it('tells a query with fields from a plain address', () => {
    expect(hasFiltrFormFields(new URLSearchParams('filtr=sortowanie:ocena'))).toBe(false);
    expect(hasFiltrFormFields(new URLSearchParams('filtr=&sortowanie=ocena'))).toBe(true);
    expect(hasFiltrFormFields(new URLSearchParams('utm_source=x'))).toBe(false);
  });
});
