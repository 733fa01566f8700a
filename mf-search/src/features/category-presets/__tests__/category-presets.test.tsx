import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import { createDefaultSearchState, resolveLanding, selectCategory, type LandingPreset, type SearchState } from '@travel/search-model';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { CategoryPresets } from '../category-presets';

const now = new Date('2026-11-22T10:00:00Z');
let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['listing']);
});

const landing = (slug: string) => resolveLanding(slug, { now }) as LandingPreset;

describe('CategoryPresets', () => {
  it('names what the category set and clears exactly that with one button (the category may revert)', async () => {
    const state = selectCategory(createDefaultSearchState(), 'tanie-wczasy', { now });
    const onClear = jest.fn<void, [SearchState]>();
    renderWithProviders(<CategoryPresets state={state} landing={landing('tanie-wczasy')} now={now} onClear={onClear} />, { i18n });
    expect(screen.getByTestId('category-presets').textContent).toContain('Ustawienia kategorii „Tanie wczasy”: cena.');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń ustawienia kategorii' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onClear.mock.calls[0]![0]).toMatchObject({ category: 'wycieczki', priceRange: { from: 1, to: null } });
  });

  it('lists last minute presets once each, and shows nothing when the filters hold none', () => {
    const state = selectCategory(createDefaultSearchState(), 'last-minute', { now });
    const { unmount } = renderWithProviders(
      <CategoryPresets state={state} landing={landing('last-minute')} now={now} onClear={() => undefined} />,
      {
        i18n,
      },
    );
    expect(screen.getByTestId('category-presets').textContent).toContain('termin, długość pobytu, rodzaj wyjazdu, dojazd.');
    unmount();
    renderWithProviders(
      <CategoryPresets state={createDefaultSearchState()} landing={landing('wycieczki')} now={now} onClear={() => undefined} />,
      { i18n },
    );
    expect(screen.queryByTestId('category-presets')).toBeNull();
  });
});
