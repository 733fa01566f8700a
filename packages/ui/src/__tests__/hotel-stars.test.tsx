import { render } from '@testing-library/react';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { HotelStars, starGlyphs } from '../hotel-stars';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n();
});

describe('starGlyphs', () => {
  it.each([
    [5, '★★★★★'],
    [4.5, '★★★★½'],
    [3.5, '★★★½'],
    [3.4, '★★★'],
    [3, '★★★'],
    [0, ''],
  ])('draws %d stars as %s', (stars, drawn) => {
    expect(starGlyphs(stars)).toBe(drawn);
  });
});

describe('HotelStars', () => {
  it.each([
    [1, 'Standard hotelu: 1 gwiazdka', '★'],
    [4, 'Standard hotelu: 4 gwiazdki', '★★★★'],
    [5, 'Standard hotelu: 5 gwiazdek', '★★★★★'],
    [3.5, 'Standard hotelu: 3,5 gwiazdki', '★★★½'],
  ])('reads %d stars in Polish and hides the drawn ones from screen readers', (stars, said, drawn) => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <HotelStars stars={stars} className="card__stars" />
      </I18nextProvider>,
    );
    const root = container.firstElementChild!;
    expect(root).toHaveClass('tr-hotel-stars', 'card__stars');
    expect(root.textContent).toBe(`${said}${drawn}`);
    expect(root.querySelector('[aria-hidden="true"]')?.textContent).toBe(drawn);
  });
});
