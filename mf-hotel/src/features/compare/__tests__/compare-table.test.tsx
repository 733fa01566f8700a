import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfferCheck } from '@travel/contracts/api/offer-checks';
import { offerListItemSchema, type OfferDetail } from '@travel/contracts/api/offers';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { CompareTable, type CompareTableProps } from '../compare-table';
import { parseCompareAddress } from '../compare-url';

const listItem = (hash: string, hotelName: string, pricePerPerson: number, beachDistance = 300) =>
  offerListItemSchema.parse({
    hash,
    hotelId: 170,
    hotelSlug: hotelName.toLowerCase().replace(/\s+/g, '-'),
    hotelName,
    hotelStandard: 4,
    hotelRating: 5.1,
    reviewCount: 12,
    photo: '/images/hotels/170/1-853x400.jpg',
    destination: {
      name: 'Złote Piaski',
      path: 'bulgaria/zlote-piaski',
      slug: 'zlote-piaski',
      locative: 'na Złotych Piaskach',
      country: 'Bułgaria',
    },
    departureDate: '2027-03-13',
    returnDate: '2027-03-20',
    durationDays: 8,
    nights: 7,
    departureCity: 'katowice',
    board: 'all-inclusive',
    room: { code: 'DBL', name: 'Pokój dwuosobowy' },
    transport: 'F',
    offerType: 'wypoczynek',
    tourOperator: 'prestige-tours',
    airline: 'charter',
    directFlight: true,
    flightMinutes: 150,
    pricePerPerson,
    priceTotal: pricePerPerson * 2,
    regularPricePerPerson: pricePerPerson,
    lowestPrice30dPerPerson: pricePerPerson,
    discountPercent: 0,
    isHit: false,
    placesLeft: 5,
    offersCount: 1,
    hotelAttributes: [],
    beachDistance,
    transferMinutes: 25,
    lat: 43.2,
    lng: 28.0,
  });

/** One column as `useComparedOffers` gives it, with settled queries. */
function column(hash: string, hotelName: string, pricePerPerson: number, beachDistance?: number): CompareTableProps['columns'][number] {
  const offer = {
    ...listItem(hash, hotelName, pricePerPerson, beachDistance),
    party: { adults: 2, children: 0, infants: 0 },
  } as unknown as OfferDetail;
  return {
    hash,
    offer: { data: { offer }, isError: false, isPending: false },
    extra: { data: { included: ['Przelot', 'Transfer', 'Wyżywienie all inclusive'] }, isError: false },
    hotel: { data: { hotel: { categoryRatings: { beach: 5.4 } } }, isError: false },
  } as unknown as CompareTableProps['columns'][number];
}

const check = (offerHash: string, patch: Partial<OfferCheck>): OfferCheck => ({
  offerHash,
  available: true,
  reason: null,
  placesLeft: 5,
  pricePerPerson: 2000,
  priceTotal: 4000,
  seenPriceTotal: null,
  priceChange: null,
  priceDifference: null,
  ...patch,
});

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['favorites', 'hotel', 'common']);
});

describe('the comparison table', () => {
  it('draws a 3.5-star hotel with its half star, as the listing and the hotel page do', () => {
    const half = column('aaaa1111', 'Hotel Delfin', 2000) as unknown as { offer: { data: { offer: OfferDetail } } };
    half.offer.data.offer = { ...half.offer.data.offer, hotelStandard: 3.5 };
    renderWithProviders(
      <CompareTable
        columns={[half as unknown as CompareTableProps['columns'][number]]}
        persons={2}
        checks={undefined}
        checkFailed={false}
        seen={new Map()}
        onRemove={jest.fn()}
      />,
      { i18n, route: '/porownanie/' },
    );
    const header = screen.getAllByRole('columnheader')[1]!;
    expect(within(header).getByText('★★★½')).toHaveAttribute('aria-hidden', 'true');
    expect(header).toHaveTextContent('Złote Piaski, Bułgaria, Standard hotelu: 3,5 gwiazdki');
  });

  it('writes a whole rating with its decimal, as the listing and the hotel page do (docs/product/validation-and-display.md)', () => {
    const whole = column('aaaa1111', 'Hotel Delfin', 2000) as unknown as {
      offer: { data: { offer: OfferDetail } };
      hotel: { data: { hotel: { categoryRatings: Record<string, number> } } };
    };
    whole.offer.data.offer = { ...whole.offer.data.offer, hotelRating: 6 };
    whole.hotel.data.hotel.categoryRatings = { beach: 5 };
    renderWithProviders(
      <CompareTable
        columns={[whole as unknown as CompareTableProps['columns'][number]]}
        persons={2}
        checks={undefined}
        checkFailed={false}
        seen={new Map()}
        onRemove={jest.fn()}
      />,
      { i18n, route: '/porownanie/' },
    );
    const table = screen.getByRole('table');
    expect(within(within(table).getByRole('row', { name: /^Ocena hotelu/ })).getByRole('cell')).toHaveTextContent(/^6,0\/6 \(12 opinii\)$/);
    expect(within(within(table).getByRole('row', { name: /^Plaża/ })).getByRole('cell')).toHaveTextContent(/^5,0\/6$/);
  });

  it('names one compared offer in the singular in its caption', () => {
    renderWithProviders(
      <CompareTable
        columns={[column('aaaa1111', 'Hotel Delfin', 2000)]}
        persons={2}
        checks={new Map()}
        checkFailed={false}
        seen={new Map()}
        onRemove={jest.fn()}
      />,
      { i18n, route: '/porownanie/' },
    );
    expect(screen.getByRole('table', { name: 'Porównanie 1 oferty, ceny za 2 osoby' })).toBeInTheDocument();
  });

  it('is a table with a caption, a header per offer and per fact, and says which offer sold out or changed price', async () => {
    const onRemove = jest.fn();
    renderWithProviders(
      <CompareTable
        columns={[column('aaaa1111', 'Hotel Delfin', 2000), column('bbbb2222', 'Hotel Zatoka', 2500)]}
        persons={2}
        checks={
          new Map([
            ['aaaa1111', check('aaaa1111', { pricePerPerson: 1800 })],
            ['bbbb2222', check('bbbb2222', { available: false, reason: 'places', placesLeft: 1 })],
          ])
        }
        checkFailed={false}
        seen={new Map([['aaaa1111', { hash: 'aaaa1111', hotelName: 'Hotel Delfin', pricePerPerson: 2000 }]])}
        onRemove={onRemove}
      />,
      { i18n, route: '/porownanie/' },
    );
    const table = screen.getByRole('table', { name: 'Porównanie 2 ofert, ceny za 2 osoby' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Oferta', expect.stringContaining('Hotel Delfin'), expect.stringContaining('Hotel Zatoka')]);
    const board = within(table).getByRole('row', { name: /^Wyżywienie/ });
    expect(
      within(board)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['All inclusive', 'All inclusive']);
    const beach = within(table).getByRole('row', { name: /^Plaża/ });
    expect(
      within(beach)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5,4/6', '5,4/6']);
    const availability = within(table).getByRole('row', { name: /^Dostępność/ });
    expect(availability).toHaveTextContent('Cena spadła o 200 zł na osobę od chwili wyboru (było 2 000 zł)');
    expect(availability).toHaveTextContent('Wyprzedana: za mało miejsc dla Twoich uczestników');
    expect(within(table).getAllByTestId('price-tag')).toHaveLength(2);
    await userEvent.click(within(table).getByRole('button', { name: 'Usuń z porównania: Hotel Zatoka' }));
    expect(onRemove).toHaveBeenCalledWith('bbbb2222');
  });

  it('says a far beach the way the hotel page does, not as the stored 4000 m', () => {
    renderWithProviders(
      <CompareTable
        columns={[column('aaaa1111', 'Hotel Delfin', 2000, 300), column('bbbb2222', 'Hotel Alpina', 2500, 4000)]}
        persons={2}
        checks={new Map()}
        checkFailed={false}
        seen={new Map()}
        onRemove={jest.fn()}
      />,
      { i18n, route: '/porownanie/' },
    );
    const distance = screen.getByRole('row', { name: /^Odległość od plaży/ });
    expect(
      within(distance)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['300 m', 'powyżej 2000 metrów']);
  });
});

describe('the comparison table on a phone', () => {
  it('sits in a scroll region named by its caption, reached with Tab', async () => {
    renderWithProviders(
      <CompareTable
        columns={[column('aaaa1111', 'Hotel Delfin', 2000), column('bbbb2222', 'Hotel Zatoka', 2500)]}
        persons={2}
        checks={new Map()}
        checkFailed={false}
        seen={new Map()}
        onRemove={jest.fn()}
      />,
      { i18n, route: '/porownanie/' },
    );
    const region = screen.getByRole('region', { name: 'Porównanie 2 ofert, ceny za 2 osoby' });
    expect(within(region).getByRole('table')).toBeInTheDocument();
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
  });

  it('never breaks a word to squeeze the columns into the page (ADR 0218)', () => {
    const css = readFileSync(join(__dirname, '../compare-page.css'), 'utf8');
    expect(css).not.toMatch(/overflow-wrap:\s*anywhere|word-break:\s*break-all|table-layout:\s*fixed/);
  });
});

describe('the comparison address', () => {
  it('moves focus to the × of the column that takes the removed one’s place', async () => {
    const columns = [
      column('aaaa1111', 'Hotel Delfin', 2000),
      column('bbbb2222', 'Hotel Zatoka', 2500),
      column('cccc3333', 'Hotel Sol', 2100),
    ];
    function Removable() {
      const [shown, setShown] = useState(columns);
      return (
        <CompareTable
          columns={shown}
          persons={2}
          checks={new Map()}
          checkFailed={false}
          seen={new Map()}
          onRemove={(gone) => setShown((now) => now.filter((item) => item.hash !== gone))}
        />
      );
    }
    renderWithProviders(<Removable />, { i18n, route: '/porownanie/' });
    await userEvent.click(screen.getByRole('button', { name: 'Usuń z porównania: Hotel Zatoka' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Usuń z porównania: Hotel Sol' }));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń z porównania: Hotel Sol' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Usuń z porównania: Hotel Delfin' }));
  });

  it('reads the offers and the party, dropping what is not valid', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(parseCompareAddress('?oferty=aaaa1111,bbbb2222&dorosli=3&dzieci=01.05.2019,01.01.1990', now)).toEqual({
      hashes: ['aaaa1111', 'bbbb2222'],
      party: { adults: 3, children: ['2019-05-01'] },
    });
    expect(parseCompareAddress('?oferty=x&dorosli=42', now)).toEqual({ hashes: [], party: { adults: 2, children: [] } });
  });
});
