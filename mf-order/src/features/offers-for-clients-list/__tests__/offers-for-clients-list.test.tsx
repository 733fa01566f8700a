import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfferForClientListItem } from '@travel/contracts';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { orderFixture } from '../../../test-support/order-fixture';
import { OffersForClientsListView, type OffersForClientsListProps } from '..';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['staff']);
});

const trip = orderFixture().offer;
const item = (over: Partial<OfferForClientListItem> = {}): OfferForClientListItem => ({
  id: 'Ab3dEfGhIjKlMnOpQrStUv',
  status: 'active',
  expiresOn: '2026-06-20',
  createdAt: '2026-06-17T09:30:00.000Z',
  note: 'Pokój z widokiem na morze',
  party: { adults: 2, children: ['2018-03-04'] },
  snapshot: { ...trip, priceTotal: 7000 },
  ...over,
});

const view = (props: Partial<OffersForClientsListProps> = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <OffersForClientsListView data={undefined} loadFailed={false} onRetry={() => undefined} {...props} />
    </I18nextProvider>,
  );

describe('OffersForClientsListView', () => {
  it('is a table, one row per offer named by its hotel, with its link, last day and expiry state', () => {
    view({
      data: { offers: [item(), item({ id: 'ZZ3dEfGhIjKlMnOpQrStUv', status: 'expired', expiresOn: '2026-06-10', note: '' })] },
    });
    const table = screen.getByRole('table', { name: 'Przygotowane oferty: 2' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(within(first).getByRole('link', { name: trip.hotelName })).toHaveAttribute(
      'href',
      '/oferta-dla-klienta/Ab3dEfGhIjKlMnOpQrStUv/',
    );
    expect(first).toHaveTextContent('Dorośli: 2, dzieci: 1');
    expect(first).toHaveTextContent('20.06.2026');
    expect(first).toHaveTextContent('Aktywna');
    expect(first).toHaveTextContent('Pokój z widokiem na morze');
    expect(rows[1]).toHaveTextContent('Wygasła');
    expect(rows[1]).toHaveAttribute('data-status', 'expired');
  });

  it('says how to prepare one when there is none, waits while loading, and offers a retry when the call failed', async () => {
    const { unmount } = view({ data: { offers: [] } });
    expect(screen.getByTestId('offers-for-clients-empty')).toHaveTextContent('Przygotuj ofertę dla klienta');
    unmount();
    view().unmount();
    const onRetry = jest.fn();
    view({ loadFailed: true, onRetry });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
