import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { renderWithProviders } from '@travel/ui/testing';
import { answer } from '../../../test-support/order-fixture';
import { MyBookings } from '../my-bookings';

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['order']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  document.cookie = 'customer_authcheck=; Max-Age=0; Path=/';
  fetchMock.mockImplementation(async (url) =>
    new URL(url, 'http://x').pathname === '/api/customer/sign-in-link/'
      ? answer(202, { sent: true })
      : answer(404, { statusCode: 404, error: 'Not Found', message: 'no such call' }),
  );
});

const renderForm = async () => {
  renderWithProviders(<MyBookings />, { i18n, route: '/moje-rezerwacje/' });
  return { email: await screen.findByLabelText(/Adres e-mail/), submit: screen.getByRole('button', { name: 'Wyślij link do logowania' }) };
};

describe('Moje rezerwacje: the sign-in link form', () => {
  it('announces a missing or wrong e-mail on each submit and takes the shopper to the field', async () => {
    const user = userEvent.setup();
    const { email, submit } = await renderForm();
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Adres e-mail: Podaj poprawny adres e-mail.');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Podaj poprawny adres e-mail.');

    await user.type(email, 'ewa@example');
    const announced = screen.getByRole('alert').firstElementChild;
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Adres e-mail: Podaj poprawny adres e-mail.');
    // A new message, so a screen reader says it again rather than staying silent.
    expect(screen.getByRole('alert').firstElementChild).not.toBe(announced);
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves the focus to the confirmation that replaces the form once the link is sent', async () => {
    const user = userEvent.setup();
    const { email, submit } = await renderForm();
    await user.type(email, 'ewa@example.pl');
    await user.click(submit);
    const sent = await screen.findByTestId('my-bookings-link-sent');
    expect(sent).toHaveTextContent('Jeśli pod tym adresem są rezerwacje');
    expect(sent).toHaveFocus();
  });
});
