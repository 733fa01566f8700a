import { screen } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '@travel/ui/testing';
import { ContactPage } from '../contact-page';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['contact', 'newsletter', 'static-pages']);
});

describe('ContactPage', () => {
  it('lets a phone call or write to the hotline with one tap', () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/kontakt/']}>
        <ContactPage />
      </MemoryRouter>,
      { i18n },
    );
    expect(screen.getByRole('link', { name: '+48 22 100 20 30' }).getAttribute('href')).toBe('tel:+48221002030');
    expect(screen.getByRole('link', { name: 'kontakt@podrozownia.pl' }).getAttribute('href')).toBe('mailto:kontakt@podrozownia.pl');
  });
});
