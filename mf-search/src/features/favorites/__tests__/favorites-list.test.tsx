import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerListItemFixture } from '@travel/contracts/testing';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { FavoriteButton, FavoritesList } from '..';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['favorites']);
});

const sol = offerListItemFixture({ hash: 'aaaa1111', hotelName: 'Hotel Sol' });
const mar = offerListItemFixture({ hash: 'bbbb2222', hotelName: 'Hotel Mar' });

/** The favourites API: the list holds what the calls left in it. */
function serve(saved: string[]) {
  const offers = () => [sol, mar].filter((offer) => saved.includes(offer.hash));
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const hash =
      new URL(String(input), 'http://shop.test').searchParams.get('offerHash') ?? String(init?.body ?? '').match(/[a-z0-9]{8}/)?.[0];
    if (init?.method === 'DELETE' && hash) saved.splice(saved.indexOf(hash), 1);
    return { ok: true, status: 200, text: async () => JSON.stringify({ offers: offers(), missing: [] }) } as unknown as Response;
  }) as unknown as typeof fetch;
}

const renderList = () =>
  renderWithProviders(<FavoritesList renderOffer={(offer) => <FavoriteButton offerHash={offer.hash} hotelName={offer.hotelName} />} />, {
    i18n,
    route: '/ulubione/',
  });

describe('the favourites list', () => {
  it('keeps focus on the page when a removed card takes its focused heart with it: on the count, then the empty heading', async () => {
    serve(['aaaa1111', 'bbbb2222']);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń z ulubionych: Hotel Sol' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Usuń z ulubionych: Hotel Sol' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(document.activeElement).toHaveTextContent(/^1 /);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń z ulubionych: Hotel Mar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 })));
  });
});
