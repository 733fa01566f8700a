import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { StepNavigation } from '../step-navigation';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['order']);
});

describe('StepNavigation', () => {
  it('links back to reached steps, marks the current one, and never links ahead', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <StepNavigation orderId="o1" current="client-confirm" reached="summary" />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Etapy rezerwacji' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['1. Edytuj dane', '/rezerwacja/o1/dane/'],
      ['3. Rezerwacja', '/rezerwacja/o1/podsumowanie/'],
    ]);
    const items = within(nav).getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('2. Potwierdź dane');
    expect(items[3]).toHaveTextContent('4. Płatność (etap niedostępny – najpierw uzupełnij poprzednie)');
  });
});
