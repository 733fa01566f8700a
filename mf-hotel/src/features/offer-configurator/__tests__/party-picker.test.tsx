import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { PartyPicker } from '../party-picker';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['hotel', 'common']);
});

describe('PartyPicker', () => {
  it('moves focus to a new child’s birth date, and back to "Dodaj dziecko" when a child is removed', async () => {
    renderWithProviders(
      <PartyPicker
        adults={2}
        childBirthDates={[]}
        departureDate="2027-03-13"
        now={new Date('2026-11-26T12:00:00Z')}
        onChange={jest.fn()}
      />,
      { i18n },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Data urodzenia dziecka 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń dziecko 1' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dodaj dziecko' }));
  });
});
