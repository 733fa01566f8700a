import { render, screen } from '@testing-library/react';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { orderFixture } from '../../../test-support/order-fixture';
import { TripSummary } from '../trip-summary';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['order']);
});

const departureOf = (order: ReturnType<typeof orderFixture>) => {
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <TripSummary order={order} />
    </I18nextProvider>,
  );
  const terms = screen.getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
  unmount();
  return terms.find((text) => /^(Wylot|Wyjazd|Dojazd)/.test(text));
};

describe('TripSummary', () => {
  it('says where the trip leaves from in the genitive: "Wylot z Rzeszowa", "Wyjazd ze Szczecina"', () => {
    const base = orderFixture();
    expect(departureOf(orderFixture({ offer: { ...base.offer, departureCity: 'rzeszow' } }))).toBe('Wylot z Rzeszowa');
    expect(departureOf(orderFixture({ offer: { ...base.offer, departureCity: 'szczecin', transport: 'BU' } }))).toBe('Wyjazd ze Szczecina');
    expect(departureOf(orderFixture({ offer: { ...base.offer, departureCity: 'katowice' } }))).toBe('Wylot z Katowic');
  });
});
