import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListingSearch, type ListingSearch } from '../use-listing-search';

let latest: ListingSearch | null = null;
let latestUrl = '';

function Probe({ report }: { report: (search: ListingSearch, url: string) => void }) {
  const search = useListingSearch();
  const location = useLocation();
  const url = `${location.pathname}${location.search}`;
  useEffect(() => report(search, url));
  return <p data-testid="url">{url}</p>;
}

const report = (search: ListingSearch, url: string): void => {
  latest = search;
  latestUrl = url;
};

function renderAt(url: string) {
  latest = null;
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Probe report={report} />
    </MemoryRouter>,
  );
}

function found(): Extract<ListingSearch, { found: true }> {
  if (latest === null || !latest.found) throw new Error('listing not found');
  return latest;
}

describe('useListingSearch: the URL is the state', () => {
  it('reads the filters of a typed address into the state', () => {
    renderAt('/wycieczki/?filtr=dorosli:3;wyzywienie:all-inclusive,hb;sortowanie:ocena;strona:2');
    const { state } = found();
    expect(state.adults).toBe(3);
    expect(state.board).toEqual(['all-inclusive', 'hb']);
    expect(state.sortBy).toBe('ocena');
    expect(state.page).toBe(2);
  });

  it('writes a filter change into `filtr` and goes back to the first page', () => {
    renderAt('/wycieczki/?filtr=dorosli:3;strona:2');
    act(() => found().update({ sortBy: 'termin' }));
    expect(latestUrl).toMatch(/^\/wycieczki\/\?filtr=/);
    expect(latestUrl).toContain('sortowanie:termin');
    expect(latestUrl).toContain('dorosli:3');
    expect(latestUrl).not.toContain('strona:');
    expect(found().state.sortBy).toBe('termin');
    expect(found().state.page).toBe(1);
  });

  it('a second filter set before the first one is rendered keeps the first', () => {
    renderAt('/wycieczki/?filtr=dorosli:3');
    // Both from the same render, as two quick ticks do before the router renders the first.
    act(() => {
      const { update } = found();
      update({ sortBy: 'termin' });
      update({ board: ['all-inclusive'] });
    });
    expect(found().state.sortBy).toBe('termin');
    expect(found().state.board).toEqual(['all-inclusive']);
    expect(found().state.adults).toBe(3);
  });

  it('keeps the page when the change is the page', () => {
    renderAt('/wycieczki/?filtr=dorosli:3');
    act(() => found().update({ page: 3 }));
    expect(latestUrl).toContain('strona:3');
    expect(found().state.page).toBe(3);
  });

  it('moves to the derived category path when a filter selects one', () => {
    renderAt('/wycieczki/?filtr=dorosli:2');
    act(() => found().update({ board: ['all-inclusive'] }));
    expect(latestUrl).toMatch(/^\/all-inclusive\//);
    expect(found().state.category).toBe('all-inclusive');
  });

  it('drops an invalid value silently and rewrites the address canonical', () => {
    renderAt('/wycieczki/?filtr=dorosli:abc;wyzywienie:hb;sortowanie:nie-ma');
    expect(screen.getByTestId('url').textContent).not.toContain('abc');
    expect(latestUrl).not.toContain('sortowanie:nie-ma');
    expect(latestUrl).toContain('wyzywienie:hb');
    expect(found().state.adults).toBe(2);
  });

  it('rewrites to the address the site server redirects to, and leaves a landing page at its own', () => {
    renderAt('/wycieczki/grecja/?filtr=dorosli:2;wyzywienie:all-inclusive&utm_source=newsletter');
    expect(latestUrl).toBe('/all-inclusive/grecja/?filtr=wyzywienie:all-inclusive&utm_source=newsletter');
    // Its presets are the page's: the address links and the sitemap use is not rewritten.
    renderAt('/wakacje/');
    expect(latestUrl).toBe('/wakacje/');
    expect(found().state.offerType).toEqual(['wypoczynek']);
  });

  it('answers an unknown category with not found', () => {
    renderAt('/nie-ma-takiej-kategorii/');
    expect(latest).toEqual({ found: false });
  });
});
