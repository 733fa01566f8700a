import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@travel/api-client';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { safeNext } from '../safe-next';
import { SignInPage } from '../sign-in-page';
import { renderWithProviders } from '@travel/ui/testing';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n();
});

interface Sent {
  url: string;
  method: string | undefined;
  body: unknown;
}

/** An API answering sign-in with `status` and `body`, recording what was sent. */
function fakeApi(status: number, body: unknown) {
  const sent: Sent[] = [];
  const client = createApiClient({
    fetch: async (input, init) => {
      sent.push({ url: String(input), method: init?.method, body: JSON.parse(String(init?.body ?? 'null')) });
      // jsdom has no Response: the client reads only these two.
      return { status, text: async () => JSON.stringify(body) } as unknown as Response;
    },
  });
  return { client, sent };
}

function renderPage(client: ReturnType<typeof fakeApi>['client'], at = '/logowanie/?next=%2Fdebug%2Fseo%2F') {
  const navigate = jest.fn();
  renderWithProviders(<SignInPage client={client} navigate={navigate} />, { i18n, route: at });
  return navigate;
}

async function fillAndSubmit(email: string, password: string) {
  const u = userEvent.setup();
  if (email) await u.type(screen.getByLabelText('Adres e-mail'), email);
  if (password) await u.type(screen.getByLabelText('Hasło'), password);
  await u.click(screen.getByRole('button', { name: 'Zaloguj się' }));
}

const SIGNED_IN = { authenticated: true, user: { id: 'u1', email: 'anna@test.example', name: 'Anna' }, roles: ['ROLE_ADMIN'] };

describe('SignInPage', () => {
  it('signs in and opens the page the visitor came from', async () => {
    const api = fakeApi(200, SIGNED_IN);
    const navigate = renderPage(api.client);
    expect(screen.getByRole('heading', { level: 1, name: 'Logowanie dla pracowników' })).toBeInTheDocument();
    await fillAndSubmit('Anna@Test.example', 'tajne hasło 123');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/debug/seo/'));
    expect(api.sent).toEqual([
      { url: '/api/auth/login/', method: 'POST', body: { email: 'anna@test.example', password: 'tajne hasło 123' } },
    ]);
  });

  it('shows a Polish error for a wrong password and stays', async () => {
    const navigate = renderPage(fakeApi(401, { statusCode: 401, code: 'invalid-credentials' }).client);
    await fillAndSubmit('anna@test.example', 'złe hasło');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nieprawidłowy adres e-mail lub hasło.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('marks both fields invalid and tied to the message after a wrong password', async () => {
    renderPage(fakeApi(401, { statusCode: 401, code: 'invalid-credentials' }).client);
    await fillAndSubmit('anna@test.example', 'złe hasło');
    await screen.findByRole('alert');
    for (const label of ['Adres e-mail', 'Hasło']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(/Nieprawidłowy adres e-mail lub hasło\./);
    }
  });

  it('marks the e-mail field invalid, and only it, after an empty submit', async () => {
    renderPage(fakeApi(200, SIGNED_IN).client);
    await fillAndSubmit('', '');
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Adres e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Adres e-mail')).toHaveAccessibleDescription(/Podaj poprawny adres e-mail\./);
    expect(screen.getByLabelText('Hasło')).not.toHaveAttribute('aria-invalid');
  });

  it('marks the password field invalid when only it is missing', async () => {
    renderPage(fakeApi(200, SIGNED_IN).client);
    await fillAndSubmit('anna@test.example', '');
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Hasło')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Hasło')).toHaveAccessibleDescription(/Podaj hasło\./);
    expect(screen.getByLabelText('Adres e-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('does not call a password longer than any account may have missing: it is a wrong password', async () => {
    const api = fakeApi(200, SIGNED_IN);
    renderPage(api.client);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Adres e-mail'), 'anna@test.example');
    // Pasted: typing 300 characters one by one would only slow the test.
    await u.click(screen.getByLabelText('Hasło'));
    await u.paste('x'.repeat(300));
    await u.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nieprawidłowy adres e-mail lub hasło.');
    expect(screen.getByLabelText('Hasło')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toEqual([]);
  });

  it('says how long to wait when sign-in is throttled', async () => {
    renderPage(fakeApi(429, { statusCode: 429, code: 'too-many-attempts', retryAfterSeconds: 290 }).client);
    await fillAndSubmit('anna@test.example', 'cokolwiek');
    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób logowania. Spróbuj ponownie za 5 minut.');
  });

  it('checks the fields before asking the API', async () => {
    const api = fakeApi(200, SIGNED_IN);
    renderPage(api.client);
    await fillAndSubmit('nie-email', 'hasło');
    expect(await screen.findByRole('alert')).toHaveTextContent('Podaj poprawny adres e-mail.');
    expect(api.sent).toEqual([]);
  });

  it('goes home after sign-in when next is not a path of this site', async () => {
    const navigate = renderPage(fakeApi(200, SIGNED_IN).client, '/logowanie/?next=https%3A%2F%2Fevil.example%2F');
    await fillAndSubmit('anna@test.example', 'tajne hasło 123');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });
});

describe('safeNext', () => {
  it.each([
    ['/hotel/x/?a=1#b', '/hotel/x/?a=1#b'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/logowanie/', '/'],
  ])('%j → %j', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });
});
