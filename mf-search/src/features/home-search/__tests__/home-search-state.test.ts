import { fromListingUrl } from '@travel/search-model';
import { emptyHomeSearchForm, homeSearchState, homeSearchUrl, type HomeSearchForm } from '../home-search-state';

// 10:00 in Warsaw on 1 June 2026: tomorrow is 2026-06-02.
const NOW = new Date('2026-06-01T08:00:00Z');
const KRETA = { slug: 'kreta', path: 'grecja/kreta', name: 'Kreta' };
const form = (patch: Partial<HomeSearchForm>): HomeSearchForm => ({ ...emptyHomeSearchForm(), ...patch });

describe('home search box → listing address', () => {
  it('with nothing chosen opens the default category', () => {
    expect(homeSearchUrl(emptyHomeSearchForm(), NOW)).toBe('/wycieczki/');
  });

  it('puts a picked destination into the listing and the address reads back to it', () => {
    const url = homeSearchUrl(form({ destination: KRETA }), NOW);
    const [pathname, search = ''] = url.split('?');
    const back = fromListingUrl(pathname ?? '', search, { now: NOW });
    expect(back?.destinations.map((d) => d.slug)).toEqual(['kreta']);
    expect(url.startsWith('/wycieczki/grecja/kreta/') || url.includes('kierunek:kreta')).toBe(true);
  });

  it('a hotel goes into `hotel`', () => {
    expect(homeSearchUrl(form({ hotel: { slug: 'kreta-palace', name: 'Kreta Palace' } }), NOW)).toContain('hotel:kreta-palace');
  });

  it('lets the model derive the category: 7-9 days is na-7-dni, one adult dla-singli', () => {
    expect(homeSearchState(form({ duration: '7-9' }), NOW).category).toBe('na-7-dni');
    expect(homeSearchState(form({ duration: '14-16' }), NOW).category).toBe('na-14-dni');
    expect(homeSearchState(form({ adults: 1 }), NOW).category).toBe('dla-singli');
    expect(homeSearchState(form({ adults: 1, children: ['2020-05-05'] }), NOW).category).toBe('wycieczki');
  });

  it('a departure window becomes the departure date range and wins over typed dates', () => {
    const state = homeSearchState(form({ departureWindow: '8-14', dateFrom: '2026-07-01' }), NOW);
    expect(state.departureDateRange).toEqual({ from: '2026-06-09', to: '2026-06-15' });
    expect(state.dateRange).toEqual({ from: null, to: null });
  });

  it('keeps valid dates and drops a past start, an end before the start and future birth dates', () => {
    expect(homeSearchState(form({ dateFrom: '2026-07-01', dateTo: '2026-07-15' }), NOW).dateRange).toEqual({
      from: '2026-07-01',
      to: '2026-07-15',
    });
    expect(homeSearchState(form({ dateFrom: '2026-05-01' }), NOW).dateRange).toEqual({ from: null, to: null });
    expect(homeSearchState(form({ dateFrom: '2026-07-15', dateTo: '2026-07-01' }), NOW).dateRange).toEqual({
      from: '2026-07-15',
      to: null,
    });
    expect(homeSearchState(form({ children: ['2019-03-03', '2027-01-01', '', '1990-01-01'] }), NOW).children).toEqual(['2019-03-03']);
  });

  it('a chosen category applies its presets and a departure city is carried', () => {
    const state = homeSearchState(form({ category: 'egzotyka', departureCity: 'katowice' }), NOW);
    expect(state.departureCity).toEqual(['katowice']);
    expect(homeSearchUrl(form({ category: 'egzotyka' }), NOW).startsWith('/egzotyka/')).toBe(true);
  });
});
