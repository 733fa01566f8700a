import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { resetOrderStore, useOrderStore } from '../../../order-store';
import { NATIONALITIES } from '../../../test-support/order-fixture';
import { ClientForm } from '../client-form';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['order']);
});
beforeEach(resetOrderStore);

const context = {
  party: { adults: 1, children: ['2026-03-01'] },
  departureDate: '2026-07-10',
  today: '2026-06-01',
  nationalities: ['PL', 'DE'],
};

const renderForm = (onValid = jest.fn()) => {
  render(
    <I18nextProvider i18n={i18n}>
      <ClientForm context={context} nationalities={NATIONALITIES.items} onValid={onValid} />
    </I18nextProvider>,
  );
  return onValid;
};

const booker = () => screen.getByRole('group', { name: 'Osoba rezerwująca' });
const participant = (n: number) => screen.getByRole('group', { name: new RegExp(`^Uczestnik ${n}:`) });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const b = within(booker());
  await user.type(b.getByLabelText(/^Imię/), 'Jan');
  await user.type(b.getByLabelText(/^Nazwisko/), 'Kowalski');
  await user.type(b.getByLabelText(/^E-mail/), 'jan@example.pl');
  await user.type(b.getByLabelText(/^Telefon/), '+48600100200');
  await user.type(b.getByLabelText(/^Ulica/), 'Polna 1');
  await user.type(b.getByLabelText(/^Kod pocztowy/), '00-950');
  await user.type(b.getByLabelText(/^Miejscowość/), 'Warszawa');
  for (const [n, birth] of [
    [1, '1980-01-01'],
    [2, '2026-02-01'],
  ] as const) {
    const p = within(participant(n));
    await user.type(p.getByLabelText(/^Imię/), 'Anna');
    await user.type(p.getByLabelText(/^Nazwisko/), 'Nowak');
    await user.clear(p.getByLabelText(/^Data urodzenia/));
    await user.type(p.getByLabelText(/^Data urodzenia/), birth);
    await user.selectOptions(p.getByLabelText(/^Obywatelstwo/), 'PL');
  }
}

describe('ClientForm', () => {
  it('has a group per traveller of the party, labelled with its kind', () => {
    renderForm();
    expect(participant(1)).toHaveAccessibleName('Uczestnik 1: dorosły');
    expect(participant(2)).toHaveAccessibleName('Uczestnik 2: niemowlę');
    expect(screen.queryByRole('group', { name: /^Uczestnik 3/ })).toBeNull();
  });

  it("arrives with each child's birth date from the configurator, and the adults' empty", () => {
    renderForm();
    expect(within(participant(2)).getByLabelText(/^Data urodzenia/)).toHaveValue('2026-03-01');
    expect(within(participant(1)).getByLabelText(/^Data urodzenia/)).toHaveValue('');
  });

  it('shows a Polish error next to a field once it is left, tied to it for screen readers', async () => {
    const user = userEvent.setup();
    renderForm();
    const phone = within(booker()).getByLabelText(/^Telefon/);
    await user.type(phone, '+48 600');
    await user.tab();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Wpisz numer telefonu'));
    const postal = within(booker()).getByLabelText(/^Kod pocztowy/);
    await user.type(postal, '0095');
    await user.tab();
    expect(postal).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses Cyrillic in names with its own message', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = within(booker()).getByLabelText(/^Imię/);
    await user.type(name, 'Иван');
    await user.tab();
    expect(name).toHaveAccessibleDescription('Nie używaj cyrylicy – wpisz dane alfabetem łacińskim.');
  });

  it('on a failed submit lists every error in a summary that takes focus; a link focuses its field', async () => {
    const user = userEvent.setup();
    const onValid = renderForm();
    await user.click(screen.getByRole('button', { name: 'Potwierdź dane' }));
    const summary = screen.getByRole('alert', { name: /Popraw błędy w formularzu/ });
    expect(summary).toHaveFocus();
    // 7 of the booker, 4 of the adult, 3 of the child (its birth date came from the configurator).
    expect(within(summary).getAllByRole('link')).toHaveLength(14);
    await user.click(within(summary).getByRole('link', { name: /Osoba rezerwująca – E-mail/ }));
    expect(within(booker()).getByLabelText(/^E-mail/)).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('refuses a birth date that does not fit the kind the trip was priced for', async () => {
    const user = userEvent.setup();
    const onValid = renderForm();
    await fillValid(user);
    const birth = within(participant(2)).getByLabelText(/^Data urodzenia/);
    await user.clear(birth);
    await user.type(birth, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Potwierdź dane' }));
    expect(birth).toHaveAccessibleDescription(expect.stringContaining('Niemowlę musi mieć mniej niż rok w dniu wyjazdu'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the checked data on and keeps what was typed in the store (the draft the page saves)', async () => {
    const user = userEvent.setup();
    const onValid = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Potwierdź dane' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onValid).toHaveBeenCalledWith({
      booker: {
        firstName: 'Jan',
        lastName: 'Kowalski',
        email: 'jan@example.pl',
        phone: '+48600100200',
        street: 'Polna 1',
        postalCode: '00-950',
        city: 'Warszawa',
      },
      participants: [
        { firstName: 'Anna', lastName: 'Nowak', birthDate: '1980-01-01', nationality: 'PL' },
        { firstName: 'Anna', lastName: 'Nowak', birthDate: '2026-02-01', nationality: 'PL' },
      ],
    });
    expect(useOrderStore.getState().userData.client.booker.city).toBe('Warszawa');
  });
});
