import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import { createDefaultSearchState, updateSearch, type SearchState } from '@travel/search-model';
import type { i18n as I18nInstance } from 'i18next';
import { FiltersPanel } from '../filters-panel';
import { departureCityOptions, type Facets } from '../filter-options';

const now = new Date('2026-11-22T10:00:00Z');
const empty = {
  board: [],
  offerType: [],
  transport: [],
  departureCity: [],
  tourOperator: [],
  hotelAttributes: [],
  hotelStandard: [],
  hotelRating: [],
  maxRouteDurationFromAirport: [],
  durationDays: [],
};
const facets: Facets = {
  ...empty,
  board: [
    { value: 'all-inclusive', count: 117 },
    { value: 'hb', count: 92 },
  ],
  tourOperator: [{ value: 'itaka', count: 23 }],
  hotelRating: [{ value: '5', count: 82 }],
  durationDays: [{ value: '7-9', count: 260 }],
};

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['listing']);
});

const renderPanel = (state: SearchState = createDefaultSearchState()) => {
  const onChange = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <FiltersPanel state={state} now={now} facets={facets} total={260} destinations={[]} onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
};

describe('FiltersPanel', () => {
  it('keeps the destination group busy, with its collapsed height reserved, until the destination tree arrives', () => {
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <FiltersPanel
          state={createDefaultSearchState()}
          now={now}
          facets={facets}
          total={260}
          destinations={undefined}
          onChange={jest.fn()}
        />
      </I18nextProvider>,
    );
    const group = () => screen.getByRole('group', { name: 'Kierunek' });
    expect(group()).toHaveAttribute('aria-busy', 'true');
    expect(group()).toHaveClass('listing-filter--pending');
    rerender(
      <I18nextProvider i18n={i18n}>
        <FiltersPanel state={createDefaultSearchState()} now={now} facets={facets} total={260} destinations={[]} onChange={jest.fn()} />
      </I18nextProvider>,
    );
    expect(group()).not.toHaveAttribute('aria-busy');
    expect(group()).not.toHaveClass('listing-filter--pending');
  });

  it('labels every filter group with a legend in Polish', () => {
    renderPanel();
    for (const legend of [
      'Kierunek',
      'Miasto wylotu lub wyjazdu',
      'Termin wyjazdu',
      'Wyjazd w ciągu',
      'Długość pobytu (dni)',
      'Uczestnicy',
      'Wyżywienie',
      'Transport',
      'Rodzaj wyjazdu',
      'Cena za wszystkich (zł)',
      'Ocena hotelu',
      'Standard hotelu',
      'Udogodnienia',
      'Transfer z lotniska',
      'Linie lotnicze',
      'Lot',
      'Organizator',
    ]) {
      expect(screen.getByRole('group', { name: legend })).toBeTruthy();
    }
    expect(screen.getByLabelText('Odległość od plaży')).toBeTruthy();
  });

  it('shows how many hotels each option gives, says the unit, and disables an option that gives none', () => {
    renderPanel();
    expect(screen.getByText('Liczby w nawiasach to liczba hoteli z ofertami.')).toBeTruthy();
    const board = screen.getByRole('group', { name: 'Wyżywienie' });
    const allInclusive = within(board).getByRole('checkbox', { name: 'All inclusive 117 hoteli' });
    expect(allInclusive.closest('label')?.textContent).toBe('All inclusive (117)117 hoteli');
    expect((within(board).getByRole('checkbox', { name: 'Śniadania 0 hoteli' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Ocena hotelu' })).getByRole('radio', { name: 'od 5,0 82 hotele' })).toBeTruthy();
  });

  it('counts destinations in hotels too, never in offers', () => {
    const node = (name: string, slug: string, offersCount: number, hotelsCount?: number) => ({
      id: offersCount,
      name,
      slug,
      path: slug,
      genitive: name,
      locative: name,
      countryCode: null,
      lat: 0,
      lng: 0,
      kind: 'country' as const,
      offersCount,
      ...(hotelsCount === undefined ? {} : { hotelsCount }),
      children: [],
    });
    render(
      <I18nextProvider i18n={i18n}>
        <FiltersPanel
          state={createDefaultSearchState()}
          now={now}
          facets={facets}
          total={260}
          destinations={[node('Grecja', 'grecja', 4100, 21), node('Egipt', 'egipt', 900)]}
          onChange={jest.fn()}
        />
      </I18nextProvider>,
    );
    const group = screen.getByRole('group', { name: 'Kierunek' });
    expect(within(group).getByRole('checkbox', { name: 'Grecja 21 hoteli' })).toBeTruthy();
    // An answer without hotels shows no number rather than one of offers.
    expect(within(group).getByRole('checkbox', { name: 'Egipt' })).toBeTruthy();
  });

  it('adds a board with the keyboard', async () => {
    const onChange = renderPanel();
    const checkbox = within(screen.getByRole('group', { name: 'Wyżywienie' })).getByRole('checkbox', {
      name: /^Śniadania i obiadokolacje/,
    });
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith({ board: ['hb'] });
  });

  it('removes a chosen tour operator, which stays visible in the collapsed list', async () => {
    const onChange = renderPanel({ ...createDefaultSearchState(), tourOperator: ['itaka', 'tui'] });
    const group = screen.getByRole('group', { name: 'Organizator' });
    await userEvent.click(within(group).getByRole('checkbox', { name: /^Itaka/ }));
    expect(onChange).toHaveBeenCalledWith({ tourOperator: ['tui'] });
    const more = within(group).getByRole('button', { name: /Pokaż wszystkie/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
  });

  it('applies a price range from its form; "Cena od" starts empty, not with the default 1', async () => {
    const onChange = renderPanel();
    expect(screen.getByLabelText('Cena od')).toHaveValue(null);
    await userEvent.type(screen.getByLabelText('Cena do'), '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Zastosuj cenę' }));
    expect(onChange).toHaveBeenCalledWith({ priceRange: { from: 1, to: 3000 } });
  });

  it('says so when "Cena do" is below "Cena od", and applies nothing', async () => {
    const onChange = renderPanel();
    await userEvent.type(screen.getByLabelText('Cena od'), '5000');
    await userEvent.type(screen.getByLabelText('Cena do'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Zastosuj cenę' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Cena „do” nie może być niższa niż cena „od”.');
    expect(screen.getByLabelText('Cena do')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Cena do')).toHaveAccessibleDescription('Cena „do” nie może być niższa niż cena „od”.');
  });

  it('adds a child by birth date', async () => {
    const onChange = renderPanel();
    await userEvent.type(screen.getByLabelText('Data urodzenia dziecka'), '2020-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    expect(onChange).toHaveBeenCalledWith({ children: ['2020-05-01'] });
  });

  it('shows the party in Polish plural forms, a child under one as niemowlę', () => {
    renderPanel({ ...createDefaultSearchState(), children: ['2020-05-01', '2026-03-01'] });
    expect(screen.getByRole('option', { name: '1 dorosły' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '5 dorosłych' })).toBeTruthy();
    const children = screen.getByRole('list', { name: 'Dzieci' });
    expect(children.textContent).toContain('Dziecko urodzone 01.05.2020 (6 lat)');
    expect(children.textContent).toContain('Dziecko urodzone 01.03.2026 (niemowlę)');
    expect(screen.getByRole('button', { name: 'Usuń dziecko urodzone 01.03.2026' })).toBeTruthy();
  });

  it('picks a duration bucket as a day range: the week is the one of "na 7 dni"', async () => {
    const onChange = renderPanel();
    const group = within(screen.getByRole('group', { name: 'Długość pobytu (dni)' }));
    expect(group.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '2,29',
      '2,6',
      '7,9',
      '10,13',
      '14,16',
      '17,29',
    ]);
    await userEvent.click(group.getByRole('radio', { name: /^7-9 dni/ }));
    expect(onChange).toHaveBeenCalledWith({ durationDays: { from: 7, to: 9 } });
    expect(updateSearch(createDefaultSearchState(), { durationDays: { from: 7, to: 9 } }, { now }).category).toBe('na-7-dni');
    expect(updateSearch(createDefaultSearchState(), { durationDays: { from: 14, to: 16 } }, { now }).category).toBe('na-14-dni');
  });

  it('lists airports, or the popular coach towns by coach, plus towns with offers and chosen ones', () => {
    const withTowns: Facets = {
      ...facets,
      departureCity: [
        { value: 'opole', count: 12 },
        { value: 'torun', count: 0 },
      ],
    };
    const byPlane = departureCityOptions(withTowns, ['zakopane'], 'samolot').map((option) => option.value);
    expect(byPlane).toContain('berlin');
    expect(byPlane).toContain('opole');
    expect(byPlane).not.toContain('torun');
    expect(byPlane.at(-1)).toBe('zakopane');
    const byCoach = departureCityOptions(withTowns, [], 'autokar');
    expect(byCoach.map((option) => option.value)).toEqual(['warszawa', 'krakow', 'katowice', 'wroclaw', 'poznan', 'lodz', 'opole']);
    expect(byCoach.find((option) => option.value === 'opole')?.label).toBe('Opole');
  });
});
