import { render, screen } from '@testing-library/react';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import { offerConfigResponse } from '@travel/contracts/api/offers';
import type { i18n as I18nInstance } from 'i18next';
import { CONFIGURATOR_HEADING_ID, OfferGlance } from '..';
import available from './fixtures/config-available.json';
import unavailable from './fixtures/config-unavailable.json';

const AVAILABLE = offerConfigResponse.parse(available);
const UNAVAILABLE = offerConfigResponse.parse(unavailable);

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['hotel', 'common']);
});
const show = (config: Parameters<typeof OfferGlance>[0]['config']) =>
  render(
    <I18nextProvider i18n={i18n}>
      <OfferGlance config={config} />
    </I18nextProvider>,
  );
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

describe('OfferGlance', () => {
  it('names the configured offer’s price for the party, per adult, its dates and departure, fees included', () => {
    show(AVAILABLE);
    const glance = screen.getByRole('complementary', { name: 'Cena wybranej oferty' });
    expect(text(glance)).toContain('1 524 zł za 2 osoby');
    expect(text(glance)).toContain('762 zł za osobę dorosłą');
    expect(text(glance)).toContain('13 marca 2027 – 15 marca 2027 (3 dni / 2 noce)');
    expect(text(glance)).toContain('Wyjazd: Katowice');
    expect(text(glance)).toContain('Cena zawiera wszystkie opłaty obowiązkowe.');
    const link = screen.getByRole('link', { name: 'Zmień termin, pokój lub wyżywienie' });
    expect(link.getAttribute('href')).toBe(`#${CONFIGURATOR_HEADING_ID}`);
  });

  it('says there is no departure for the choices and leads to the alternatives, with no price', () => {
    show(UNAVAILABLE);
    const glance = screen.getByRole('complementary', { name: 'Cena wybranej oferty' });
    expect(text(glance)).toContain('Przy obecnym wyborze nie ma wyjazdu.');
    expect(text(glance)).not.toMatch(/zł/);
    expect(screen.getByRole('link', { name: 'Zobacz podobne oferty' }).getAttribute('href')).toBe(`#${CONFIGURATOR_HEADING_ID}`);
  });

  it('shows nothing before the configurator has answered, or for a hotel with no offers on sale', () => {
    show(undefined);
    expect(screen.queryByRole('complementary')).toBeNull();
    show({ ...AVAILABLE, offersCount: 0 });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
