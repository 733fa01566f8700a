import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createTestI18n } from '@travel/i18n/testing';
import { createTestQueryClient, renderWithProviders } from '@travel/ui/testing';
import { eventBus } from '@travel/event-bus';
import type { ToastInput } from '@travel/contracts/events';
import { analyticsEventSchema } from '@travel/contracts/analytics';
import type { i18n as I18nInstance } from 'i18next';
import type { FavoritesApi } from '../favorites-api';
import { FavoritesLimitError } from '../favorites-limit-error';

const api: jest.Mocked<FavoritesApi> = {
  list: jest.fn(),
  add: jest.fn(),
  remove: jest.fn(),
};
jest.mock('../favorites-api', () => ({ createFavoritesApi: () => api }));

// Imported after the mock so the page's favourites use the fake API.
// oxlint-disable-next-line import/first
import { FavoriteButton, favoritePrices, useFavoritesCount } from '..';

let i18n: I18nInstance;
// One page: every render of this file shares the query cache, as the remotes of a page share the shell's.
const queryClient = createTestQueryClient();
const render = (ui: ReactNode) => renderWithProviders(ui, { i18n, queryClient });
beforeAll(async () => {
  i18n = await createTestI18n(['favorites']);
  api.list.mockResolvedValue({ offers: [], missing: [] });
});

function Count() {
  return <output data-testid="count">{useFavoritesCount()}</output>;
}

const renderButton = () =>
  render(
    <>
      <FavoriteButton offerHash="abcd1234" hotelName="Resort Delfin" />
      <Count />
    </>,
  );

describe('FavoriteButton', () => {
  it('toggles at once with aria-pressed and a label naming the action and the hotel; the count follows', async () => {
    let confirm!: () => void;
    api.add.mockImplementationOnce(() => new Promise((resolve) => (confirm = () => resolve({ offers: [], missing: ['abcd1234'] }))));
    const { unmount } = renderButton();
    const button = await screen.findByRole('button', { name: 'Dodaj do ulubionych: Resort Delfin' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    // Before the API answered.
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Usuń z ulubionych: Resort Delfin');
    expect(screen.getByTestId('count').textContent).toBe('1');
    await act(async () => confirm());
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(api.add).toHaveBeenCalledWith('abcd1234');
    unmount();
  });

  it('rolls back and shows an error toast when the API fails', async () => {
    api.remove.mockRejectedValueOnce(new Error('HTTP 500'));
    const toasts: ToastInput[] = [];
    const off = eventBus.on('toast:show', (toast) => toasts.push(toast));
    renderButton();
    const button = await screen.findByRole('button', { name: 'Usuń z ulubionych: Resort Delfin' });
    await userEvent.click(button);
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Usuń z ulubionych: Resort Delfin');
    expect(toasts[0]).toMatchObject({ type: 'error', message: expect.stringContaining('Resort Delfin') });
    expect(screen.getByTestId('count').textContent).toBe('1');
    off();
  });

  it('says in Polish that the list is full when the API refuses one more offer', async () => {
    api.add.mockRejectedValueOnce(new FavoritesLimitError(200));
    const toasts: ToastInput[] = [];
    const off = eventBus.on('toast:show', (toast) => toasts.push(toast));
    const { unmount } = render(<FavoriteButton offerHash="full0001" hotelName="Hotel Zatoka" />);
    const button = await screen.findByRole('button', { name: 'Dodaj do ulubionych: Hotel Zatoka' });
    await userEvent.click(button);
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({
      type: 'error',
      message:
        'Nie dodaliśmy oferty Hotel Zatoka: w ulubionych możesz mieć najwyżej 200 ofert. Usuń którąś z zapisanych, aby zrobić miejsce.',
    });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    off();
    unmount();
  });

  it('a confirmed add or remove sends add_to_wishlist / remove_from_wishlist once with the offer; a failed one sends nothing', async () => {
    const events: unknown[] = [];
    const off = eventBus.on('analytics:event', (event) => events.push(event));
    api.add.mockResolvedValueOnce({ offers: [], missing: ['wish0001'] });
    api.remove.mockResolvedValueOnce({ offers: [], missing: [] });
    api.add.mockRejectedValueOnce(new Error('HTTP 500'));
    const { unmount } = render(<FavoriteButton offerHash="wish0001" hotelName="Hotel Laguna" price={2399} />);
    const button = await screen.findByRole('button', { name: 'Dodaj do ulubionych: Hotel Laguna' });
    await userEvent.click(button);
    await waitFor(() => expect(events).toHaveLength(1));
    const item = { item_id: 'wish0001', item_name: 'Hotel Laguna', price: 2399 };
    // The price it was saved at stays in the browser, for the favourites page to tell a change.
    expect(favoritePrices.read()).toContainEqual({ hash: 'wish0001', pricePerPerson: 2399 });
    expect(analyticsEventSchema.parse(events[0])).toEqual({
      event: 'add_to_wishlist',
      ecommerce: { currency: 'PLN', value: 2399, items: [item] },
    });
    await userEvent.click(button);
    await waitFor(() => expect(events).toHaveLength(2));
    expect(analyticsEventSchema.parse(events[1])).toEqual({
      event: 'remove_from_wishlist',
      ecommerce: { currency: 'PLN', value: 2399, items: [item] },
    });
    const toasts: ToastInput[] = [];
    const offToasts = eventBus.on('toast:show', (toast) => toasts.push(toast));
    await userEvent.click(button);
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(events).toHaveLength(2);
    offToasts();
    off();
    unmount();
  });
});
