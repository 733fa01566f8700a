import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import { parseListingUrl, toListingUrl, type SearchState } from '@travel/search-model';
import type { i18n as I18nInstance } from 'i18next';
import { SortSelect } from '../../sort-and-paging/sort-select';
import { ListingForm } from '../listing-form';

const now = new Date('2026-11-22T10:00:00Z');
let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['listing']);
});

function Page({ state, navigateTo }: { state: SearchState; navigateTo: (state: SearchState) => void }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ListingForm id="listing-form" state={state} now={now} navigateTo={navigateTo} />
      <SortSelect value={state.sortBy} onChange={() => undefined} form="listing-form" />
    </I18nextProvider>
  );
}

/** Server HTML, a choice made in it before React attaches, then hydration. */
async function hydrateAfter(url: string, choose: (container: HTMLElement) => void): Promise<SearchState[]> {
  const [pathname = '', search = ''] = url.split('?');
  const state = parseListingUrl(pathname, `?${search}`, { now })?.state;
  if (state === undefined) throw new Error(url);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page state={state} navigateTo={() => undefined} />);
  document.body.append(container);
  choose(container);
  const navigations: SearchState[] = [];
  await act(async () => {
    hydrateRoot(container, <Page state={state} navigateTo={(next) => navigations.push(next)} />);
  });
  container.remove();
  return navigations;
}

describe('ListingForm', () => {
  it('applies a sort chosen before hydration, on page 1', async () => {
    const navigations = await hydrateAfter('/wycieczki/?filtr=dorosli:3;strona:2', (container) => {
      const select = container.querySelector('select');
      if (select === null) throw new Error('no sort select');
      select.value = 'ocena';
    });
    expect(navigations.map((state) => toListingUrl(state, { now }))).toEqual(['/wycieczki/?filtr=dorosli:3;sortowanie:ocena']);
  });

  it('leaves an untouched page alone, whatever its page number', async () => {
    expect(await hydrateAfter('/wycieczki/?filtr=dorosli:3;sortowanie:ocena;strona:2', () => undefined)).toEqual([]);
  });
});
