import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ToastInput } from '@travel/contracts/events';
import { eventBus } from '@travel/event-bus';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { CompareBar, CompareToggle, compareHref, comparedHashesOf, compareSelection, toggleCompared } from '..';

const offer = (hash: string, hotelName = `Hotel ${hash}`) => ({ hash, hotelName, pricePerPerson: 2000 });

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['favorites']);
});
beforeEach(() => localStorage.clear());

describe('the comparison address', () => {
  it('holds up to three valid offer codes, in order, without repeats, with the party after them', () => {
    expect(compareHref(['aaaa1', 'bbbb2', 'aaaa1', 'cccc3', 'dddd4'], { adults: 3, children: ['2019-05-01'] })).toBe(
      '/porownanie/?oferty=aaaa1,bbbb2,cccc3&dorosli=3&dzieci=01.05.2019',
    );
    expect(compareHref(['aaaa1', 'bbbb2'], { adults: 2, children: [] })).toBe('/porownanie/?oferty=aaaa1,bbbb2');
    expect(comparedHashesOf('?oferty=aaaa1,BAD!,bbbb2,aaaa1,cccc3,dddd4')).toEqual(['aaaa1', 'bbbb2', 'cccc3']);
    expect(comparedHashesOf('?dorosli=2')).toEqual([]);
  });

  it('reads back what it writes', () => {
    const hashes = ['abcd1234', 'efgh5678'];
    expect(comparedHashesOf(compareHref(hashes).split('?')[1] ?? '')).toEqual(hashes);
  });
});

describe('choosing offers to compare', () => {
  it('takes three offers at most and keeps them in the browser', () => {
    expect(toggleCompared(offer('aaaa1'))).toBe('added');
    expect(toggleCompared(offer('bbbb2'))).toBe('added');
    expect(toggleCompared(offer('cccc3'))).toBe('added');
    expect(toggleCompared(offer('dddd4'))).toBe('full');
    expect(compareSelection.read().map((item) => item.hash)).toEqual(['aaaa1', 'bbbb2', 'cccc3']);
    expect(toggleCompared(offer('bbbb2'))).toBe('removed');
    expect(JSON.parse(localStorage.getItem('travel:compare') ?? '[]')).toHaveLength(2);
  });

  it('reads a malformed stored value as nothing chosen', () => {
    localStorage.setItem('travel:compare', '{"not":"a list"');
    expect(compareSelection.read()).toEqual([]);
    localStorage.setItem('travel:compare', JSON.stringify([{ hash: '<script>', hotelName: 'x', pricePerPerson: 1 }, offer('aaaa1')]));
    expect(compareSelection.read().map((item) => item.hash)).toEqual(['aaaa1']);
  });

  it('a toggle on a card says its state, and the bar leads to the comparison of the chosen offers', async () => {
    renderWithProviders(
      <>
        <CompareToggle offer={offer('aaaa1', 'Resort Delfin')} />
        <CompareToggle offer={offer('bbbb2', 'Hotel Zatoka')} />
        <CompareBar party={{ adults: 3, children: [] }} />
      </>,
      { i18n, route: '/wycieczki/' },
    );
    expect(screen.queryByTestId('compare-bar')).toBeNull();
    const first = screen.getByRole('button', { name: 'Dodaj do porównania: Resort Delfin' });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(first).toHaveTextContent('Porównaj');
    await userEvent.click(first);
    expect(screen.getByRole('button', { name: 'Usuń z porównania: Resort Delfin', pressed: true })).toBeInTheDocument();
    const bar = await screen.findByRole('complementary', { name: 'Oferty do porównania' });
    expect(bar).toHaveTextContent('Do porównania: 1 z 3');
    expect(bar).toHaveTextContent('Wybierz jeszcze co najmniej jedną ofertę.');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do porównania: Hotel Zatoka' }));
    expect(screen.getByRole('link', { name: 'Porównaj oferty (2)' })).toHaveAttribute('href', '/porownanie/?oferty=aaaa1,bbbb2&dorosli=3');
    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść wybór' }));
    expect(screen.queryByTestId('compare-bar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Dodaj do porównania: Resort Delfin' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps room at the page’s end for the fixed bar while it is shown, so nothing stays under it', async () => {
    const height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(306);
    try {
      toggleCompared(offer('aaaa1'));
      renderWithProviders(<CompareBar />, { i18n, route: '/hotel/resort-delfin/' });
      await screen.findByTestId('compare-bar');
      expect(document.body.style.paddingBottom).toBe('306px');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('306px');
      await userEvent.click(screen.getByRole('button', { name: 'Wyczyść wybór' }));
      expect(screen.queryByTestId('compare-bar')).toBeNull();
      expect(document.body.style.paddingBottom).toBe('');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    } finally {
      height.mockRestore();
    }
  });

  it('moves focus to the next × of the bar when one offer is taken out', async () => {
    for (const hash of ['aaaa1', 'bbbb2', 'cccc3']) toggleCompared(offer(hash));
    renderWithProviders(<CompareBar />, { i18n, route: '/wycieczki/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń z porównania: Hotel bbbb2' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Usuń z porównania: Hotel cccc3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń z porównania: Hotel cccc3' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Usuń z porównania: Hotel aaaa1' }));
  });

  it('says in Polish why a fourth offer was not added', async () => {
    for (const hash of ['aaaa1', 'bbbb2', 'cccc3']) toggleCompared(offer(hash));
    const toasts: ToastInput[] = [];
    const off = eventBus.on('toast:show', (toast) => toasts.push(toast));
    renderWithProviders(<CompareToggle offer={offer('dddd4', 'Hotel Laguna')} />, { i18n });
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do porównania: Hotel Laguna' }));
    expect(toasts).toEqual([
      expect.objectContaining({ message: 'Porównasz najwyżej 3 oferty naraz. Usuń którąś z wybranych, aby dodać Hotel Laguna.' }),
    ]);
    expect(screen.getByRole('button', { name: 'Dodaj do porównania: Hotel Laguna' })).toHaveAttribute('aria-pressed', 'false');
    off();
  });

  it('follows a choice made in another tab', () => {
    renderWithProviders(<CompareToggle offer={offer('aaaa1', 'Resort Delfin')} />, { i18n });
    act(() => {
      localStorage.setItem('travel:compare', JSON.stringify([offer('aaaa1', 'Resort Delfin')]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'travel:compare' }));
    });
    expect(screen.getByRole('button', { name: 'Usuń z porównania: Resort Delfin' })).toHaveAttribute('aria-pressed', 'true');
  });
});
