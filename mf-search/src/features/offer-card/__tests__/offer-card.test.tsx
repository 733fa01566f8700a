import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { OfferListItem } from '@travel/contracts/api/offers';
import type { i18n as I18nInstance } from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { OFFER_CARD_PHOTO_SIZES, OfferCard } from '../offer-card';

const offer: OfferListItem = {
  hash: '7d36f5f6bh0',
  hotelId: 129,
  hotelSlug: 'resort-delfin',
  hotelName: 'Resort Delfin',
  hotelStandard: 4.5,
  hotelRating: 5.5,
  reviewCount: 22,
  photo: '/images/hotels/129/1-853x400.jpg',
  destination: { name: 'Kreta', path: 'grecja/kreta', slug: 'kreta', locative: 'na Krecie', country: 'Grecja' },
  departureDate: '2026-12-19',
  returnDate: '2026-12-26',
  durationDays: 8,
  nights: 7,
  departureCity: 'krakow',
  board: 'all-inclusive',
  room: { code: 'DBL', name: 'Pokój dwuosobowy' },
  transport: 'F',
  offerType: 'wypoczynek',
  tourOperator: 'itaka',
  airline: 'charter',
  directFlight: true,
  flightMinutes: 200,
  pricePerPerson: 2999,
  priceTotal: 12345.5,
  regularPricePerPerson: 3100,
  lowestPrice30dPerPerson: 2999,
  discountPercent: 3,
  isHit: false,
  placesLeft: 3,
  offersCount: 6,
  hotelAttributes: [],
  beachDistance: 300,
  transferMinutes: 40,
  lat: 35,
  lng: 25,
};

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['listing']);
});

const renderCard = (item: OfferListItem, totalPrice: boolean, priority?: boolean) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <OfferCard offer={item} totalPrice={totalPrice} {...(priority === undefined ? {} : { priority })} />
      </MemoryRouter>
    </I18nextProvider>,
  );

const text = (element: HTMLElement): string => (element.textContent ?? '').replace(/\u00A0/g, ' ');

describe('OfferCard', () => {
  it('links the hotel name to the hotel page with the offer preselected', () => {
    renderCard(offer, false);
    const card = screen.getByTestId('offer-card');
    const link = within(card).getByRole('link', { name: 'Resort Delfin' });
    expect(link.getAttribute('href')).toBe('/hotel/resort-delfin/?oferta=7d36f5f6bh0');
  });

  it('shows the hotel photo, named by the hotel, in the offer sizes with its space reserved, lazily', () => {
    renderCard(offer, false);
    const photo = screen.getByRole('img', { name: 'Resort Delfin' });
    expect(photo.getAttribute('src')).toBe('/images/hotels/129/1-589x370.jpg');
    expect(photo.getAttribute('srcset')).toContain('/images/hotels/129/1-1178x740.jpg 1178w');
    expect(photo.getAttribute('sizes')).toBe(OFFER_CARD_PHOTO_SIZES);
    expect(photo.getAttribute('width')).toBe('589');
    expect(photo.getAttribute('height')).toBe('370');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('fetchpriority')).not.toBe('high');
  });

  it('loads the first card photo at once and first, as the page LCP image', () => {
    renderCard(offer, false, true);
    const photo = screen.getByRole('img', { name: 'Resort Delfin' });
    expect(photo.getAttribute('loading')).toBe('eager');
    expect(photo.getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps the photo frame, with no image, for an offer without a photo of ours', () => {
    renderCard({ ...offer, photo: '' }, false);
    expect(screen.queryByRole('img')).toBeNull();
    expect(within(screen.getByTestId('offer-card')).getByRole('link', { name: 'Resort Delfin' })).toBeTruthy();
  });

  it('shows the facts of the offer in Polish', () => {
    renderCard(offer, false);
    const card = text(screen.getByTestId('offer-card'));
    expect(card).toContain('Kreta, Grecja');
    expect(card).toContain('19.12.2026 – 26.12.2026');
    expect(card).toContain('8 dni / 7 nocy');
    expect(card).toContain('Kraków');
    expect(card).toContain('All inclusive');
    expect(card).toContain('Samolot');
    expect(card).toContain('Itaka');
    expect(card).toContain('5,5/6');
    expect(card).toContain('Doskonały');
    expect(card).toContain('(22 opinie)');
    expect(card).toContain('Standard hotelu: 4,5 gwiazdki');
    expect(card).toContain('Zostały tylko 3 miejsca');
    expect(card).toContain('+5 innych terminów i opcji');
    expect(card).toContain('Cena zawiera opłaty obowiązkowe');
  });

  it.each([
    [6, '6,0/6'],
    [5, '5,0/6'],
    [5.46, '5,5/6'],
  ])('writes a rating of %d with one decimal, as every page does (docs/product/validation-and-display.md)', (hotelRating, shown) => {
    renderCard({ ...offer, hotelRating }, false);
    expect(screen.getByTestId('offer-card').querySelector('.listing-card__rating strong')).toHaveTextContent(new RegExp(`^${shown}$`));
  });

  it('prices per person or for the whole party, with grouping spaces and no ,00', () => {
    renderCard(offer, false);
    expect(text(screen.getByTestId('offer-price'))).toBe('2 999 zł');
    expect(text(screen.getByTestId('offer-card'))).toContain('za osobę');
  });

  it('shows the total price when the switch says so', () => {
    renderCard(offer, true);
    expect(text(screen.getByTestId('offer-price'))).toBe('12 345,50 zł');
    expect(text(screen.getByTestId('offer-card'))).toContain('za wszystkich');
  });

  it('uses the singular forms and hides the low-places warning when places are many', () => {
    renderCard({ ...offer, durationDays: 1, nights: 1, offersCount: 2, placesLeft: 30, hotelRating: null, departureCity: null }, false);
    const card = text(screen.getByTestId('offer-card'));
    expect(card).toContain('1 dzień / 1 noc');
    expect(card).toContain('+1 inny termin lub opcja');
    expect(card).toContain('Nie oceniono');
    expect(card).toContain('Dojazd własny');
    expect(card).not.toContain('miejsc');
  });

  it('says nothing about other dates when the hotel has one offer', () => {
    renderCard({ ...offer, offersCount: 1 }, false);
    expect(text(screen.getByTestId('offer-card'))).not.toContain('termin');
  });
});
