import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { OfferListItem } from '@travel/contracts/api/offers';
import type { i18n as I18nInstance } from 'i18next';
import { OfferList, type OfferListProps } from '../offer-list';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['listing']);
});

const renderList = (props: Partial<OfferListProps>) => {
  const handlers = { onRetry: jest.fn(), onClearFilters: jest.fn() };
  render(
    <I18nextProvider i18n={i18n}>
      <OfferList
        offers={undefined}
        total={undefined}
        failed={false}
        stale={false}
        renderOffer={(offer) => <p data-testid="offer-card">{offer.hotelName}</p>}
        {...handlers}
        {...props}
      />
    </I18nextProvider>,
  );
  return handlers;
};

const offers = [
  { hotelId: 1, hotelName: 'Hotel Jeden' },
  { hotelId: 2, hotelName: 'Hotel Dwa' },
] as OfferListItem[];

describe('OfferList', () => {
  it('shows skeletons and announces loading while the first answer is on its way', () => {
    renderList({});
    expect(screen.getByTestId('listing-skeleton')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Wczytujemy oferty…');
    expect(screen.queryByTestId('offer-card')).toBeNull();
  });

  it('renders one card per hotel and announces the count politely, in Polish plural', () => {
    renderList({ offers, total: 22 });
    expect(screen.getAllByTestId('offer-card')).toHaveLength(2);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Znaleźliśmy 22 hotele');
  });

  it('shows a Polish error with a retry that retries', async () => {
    const { onRetry } = renderList({ failed: true });
    expect(screen.getByRole('alert').textContent).toContain('Nie udało się wczytać ofert');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('listing-skeleton')).toBeNull();
  });

  it('offers to clear the filters when nothing matches', async () => {
    const { onClearFilters } = renderList({ offers: [], total: 0 });
    expect(screen.getByTestId('listing-empty').textContent).toContain('Brak ofert dla wybranych filtrów');
    expect(screen.getByRole('status').textContent).toBe('Znaleźliśmy 0 hoteli');
    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
    // The button goes once offers come: focus is on the results heading, not left on it.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Oferty' }));
  });

  it('on an address past the last page, links to the last page instead of saying nothing matches', async () => {
    const onGo = jest.fn();
    renderList({ offers: [], total: 260, lastPage: { number: 13, href: '/wycieczki/?filtr=strona:13', onGo } });
    expect(screen.queryByTestId('listing-empty')).toBeNull();
    expect(screen.getByTestId('listing-past-last-page').textContent).toContain('Wyniki tego wyszukiwania mieszczą się na 13 stronach.');
    const link = screen.getByRole('link', { name: 'Przejdź do ostatniej strony wyników' });
    expect(link.getAttribute('href')).toBe('/wycieczki/?filtr=strona:13');
    await userEvent.click(link);
    expect(onGo).toHaveBeenCalledTimes(1);
  });

  it('draws a new answer as new cards, so cards that only changed places do not count as moving', () => {
    const props = {
      total: 2,
      failed: false,
      stale: false,
      onRetry: jest.fn(),
      onClearFilters: jest.fn(),
      renderOffer: (offer: OfferListItem) => <p data-testid="offer-card">{offer.hotelName}</p>,
    };
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <OfferList {...props} offers={offers} />
      </I18nextProvider>,
    );
    const before = screen.getByText('Hotel Dwa');
    // The same answer again (a refetch) keeps the cards as they are.
    rerender(
      <I18nextProvider i18n={i18n}>
        <OfferList {...props} offers={[...offers]} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hotel Dwa')).toBe(before);
    rerender(
      <I18nextProvider i18n={i18n}>
        <OfferList {...props} offers={[offers[1]!, offers[0]!]} />
      </I18nextProvider>,
    );
    expect(screen.getAllByTestId('offer-card').map((card) => card.textContent)).toEqual(['Hotel Dwa', 'Hotel Jeden']);
    expect(screen.getByText('Hotel Dwa')).not.toBe(before);
  });
});
