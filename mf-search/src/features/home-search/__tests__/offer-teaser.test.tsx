import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { OFFER_TEASER_PHOTO_SIZES, OfferTeaser } from '../offer-teaser';
import { cretanOffer } from '../../../test-support/offer-fixture';

const offer = cretanOffer({
  hotelId: 41,
  hotelSlug: 'hotel-zlota-plaza',
  hotelName: 'Hotel Złota Plaża',
  photo: '/images/hotels/41/1-853x400.jpg',
});

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['home']);
});

describe('OfferTeaser', () => {
  it('shows the hotel photo in Polish by the hotel name, lazily, in a reserved frame', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <OfferTeaser offer={offer} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const teaser = screen.getByTestId('offer-card');
    const photo = within(teaser).getByRole('img', { name: 'Hotel Złota Plaża' });
    expect(photo.getAttribute('src')).toBe('/images/hotels/41/1-589x370.jpg');
    expect(photo.getAttribute('sizes')).toBe(OFFER_TEASER_PHOTO_SIZES);
    expect(photo.getAttribute('width')).toBe('589');
    expect(photo.getAttribute('height')).toBe('370');
    expect(photo.getAttribute('loading')).toBe('lazy');
    const sources = teaser.querySelectorAll('picture source[type="image/avif"]');
    expect(sources).toHaveLength(1);
    expect(sources[0]?.getAttribute('srcset')).toContain('/images/hotels/41/1-294x185.avif 294w');
    expect(within(teaser).getByRole('link', { name: 'Hotel Złota Plaża' }).getAttribute('href')).toBe(
      '/hotel/hotel-zlota-plaza/?oferta=abcd1234',
    );
  });

  it.each([
    [5, '5 gwiazdek', '★★★★★'],
    [4, '4 gwiazdki', '★★★★'],
    [1, '1 gwiazdka', '★'],
    [3.5, '3,5 gwiazdki', '★★★½'],
  ])('reads the place and %s stars as one Polish sentence, and draws them with the half star', (stars, said, drawn) => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <OfferTeaser offer={{ ...offer, hotelStandard: stars }} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const place = screen.getByTestId('offer-card').querySelector('.offer-teaser__place')!;
    expect(place.textContent).toBe(`Kreta, Grecja, Standard hotelu: ${said}${drawn}`);
  });
});
