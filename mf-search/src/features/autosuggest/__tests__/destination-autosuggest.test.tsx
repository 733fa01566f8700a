import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import type { AutosuggestResult, FetchSuggestions } from '../api/autosuggest-api';
import { DestinationAutosuggest } from '../destination-autosuggest';
import type { AutosuggestSelection } from '../suggestion-options';

const location = (id: number, name: string, slug: string, path: string) => ({
  id,
  name,
  slug,
  path,
  genitive: name,
  locative: `w ${name}`,
  kind: 'region',
  countryCode: 'GR',
  lat: 35,
  lng: 24,
  offersCount: id * 10,
});
const KRETA: AutosuggestResult = {
  destinations: [
    location(1, 'Kreta', 'kreta', 'grecja/kreta'),
    location(2, 'Kreta Zachodnia', 'kreta-zachodnia', 'grecja/kreta/kreta-zachodnia'),
  ],
  hotels: [{ id: 7, name: 'Kreta Palace', slug: 'kreta-palace', destination: 'Heraklion' }],
};
const EMPTY: AutosuggestResult = { destinations: [], hotels: [] };

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['home']);
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function Harness({ fetchSuggestions, onSelect }: { fetchSuggestions: FetchSuggestions; onSelect: (s: AutosuggestSelection) => void }) {
  const [value, setValue] = useState('');
  return (
    <I18nextProvider i18n={i18n}>
      <DestinationAutosuggest
        value={value}
        onValueChange={setValue}
        onSelect={onSelect}
        fetchSuggestions={fetchSuggestions}
        debounceMs={200}
      />
    </I18nextProvider>
  );
}

function setup(answer: (keyword: string) => AutosuggestResult = () => KRETA) {
  const calls: Array<{ keyword: string; signal: AbortSignal }> = [];
  const fetchSuggestions: FetchSuggestions = jest.fn((keyword, _filters, signal) => {
    calls.push({ keyword, signal });
    return Promise.resolve(answer(keyword));
  });
  const onSelect = jest.fn();
  render(<Harness fetchSuggestions={fetchSuggestions} onSelect={onSelect} />);
  const input = screen.getByRole('combobox', { name: 'Dokąd?' });
  return { input, calls, onSelect, fetchSuggestions };
}

async function type(input: HTMLElement, text: string) {
  act(() => {
    input.focus();
  });
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(250);
  });
}

const message = () => screen.getByTestId('autosuggest-message').textContent;
const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
};

describe('DestinationAutosuggest (ARIA 1.2 combobox)', () => {
  it('asks for at least 3 characters and sends nothing shorter', async () => {
    const { input, calls } = setup();
    await type(input, 'Kr');
    expect(message()).toBe('Musisz wpisać min. 3 znaki');
    expect(calls).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await type(input, '  Kr ');
    expect(message()).toBe('Musisz wpisać min. 3 znaki');
  });

  it('says so when nothing matches', async () => {
    const { input } = setup(() => EMPTY);
    await type(input, 'xyzxyz');
    expect(message()).toBe('Nie znaleziono wyników dla podanych słów kluczowych.');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('debounces keystrokes and aborts the request of an older keyword', async () => {
    const { input, calls } = setup();
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'Kre' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    fireEvent.change(input, { target: { value: 'Kret' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(250);
    });
    // 'Kre' never went out: the second keystroke came within the debounce.
    expect(calls.map((c) => c.keyword)).toEqual(['Kret']);
    fireEvent.change(input, { target: { value: 'Kreta' } });
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('ignores a late answer for an older keyword', async () => {
    let release!: (value: AutosuggestResult) => void;
    const fetchSuggestions: FetchSuggestions = (keyword) =>
      keyword === 'Rod' ? new Promise((resolve) => (release = resolve)) : Promise.resolve(EMPTY);
    render(<Harness fetchSuggestions={fetchSuggestions} onSelect={jest.fn()} />);
    const input = screen.getByRole('combobox');
    await type(input, 'Rod');
    await type(input, 'Rodos');
    await act(async () => release(KRETA));
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    expect(message()).toBe('Nie znaleziono wyników dla podanych słów kluczowych.');
  });

  it('lists destinations and hotels in a listbox the input controls', async () => {
    const { input } = setup();
    await type(input, 'Kreta');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('group', { name: 'Kierunki' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Hotele' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Kreta 10 ofert',
      'Kreta Zachodnia 20 ofert',
      'Kreta Palace Heraklion',
    ]);
  });

  it('moves with the arrows (wrapping), picks with Enter and closes', async () => {
    const { input, onSelect } = setup();
    await type(input, 'Kreta');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)?.textContent).toContain('Kreta 10');
    expect(activeOption(input)?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)?.textContent).toContain('Kreta Palace');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)?.textContent).toContain('Kreta 10');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeOption(input)?.textContent).toContain('Kreta Palace');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith({ kind: 'hotel', label: 'Kreta Palace', hotel: { slug: 'kreta-palace', name: 'Kreta Palace' } });
    expect((input as HTMLInputElement).value).toBe('Kreta Palace');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('picks a destination with its path for the listing address', async () => {
    const { input, onSelect } = setup();
    await type(input, 'Kreta');
    fireEvent.click(screen.getAllByRole('option')[0] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'destination',
        destination: expect.objectContaining({ slug: 'kreta', path: 'grecja/kreta', name: 'Kreta' }),
      }),
    );
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    const { input } = setup();
    await type(input, 'Kreta');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Kreta');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('Enter with no active option leaves the form to submit', async () => {
    const { input, onSelect } = setup();
    await type(input, 'Kreta');
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => {
      input.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
