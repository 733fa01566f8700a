import { listingHeading } from '../listing-heading';

const now = new Date('2026-11-22T10:00:00Z');

describe('listingHeading', () => {
  it('titles a category slug', () => {
    expect(listingHeading('last-minute', '', now)).toEqual({ found: true, title: 'Last minute', destination: null });
  });
  it('names the deepest destination segment', () => {
    expect(listingHeading('wycieczki', 'grecja/kreta/', now)).toEqual({ found: true, title: 'Wycieczki', destination: 'Kreta' });
  });
  it('knows operator and departure-city variants', () => {
    expect(listingHeading('last-minute-z-krakowa', '', now)).toMatchObject({ found: true });
    expect(listingHeading('itaka', '', now)).toMatchObject({ found: true });
  });
  it('answers an unknown slug with not found', () => {
    expect(listingHeading('nie-ma-takiej-kategorii', '', now)).toEqual({ found: false });
  });
});
