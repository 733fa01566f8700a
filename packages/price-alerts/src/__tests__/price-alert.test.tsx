import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@travel/api-client';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { useState } from 'react';
import { ORDER_PATTERNS } from '@travel/contracts/api/order-validation';
import { PriceAlert } from '../price-alert';
import { CYRILLIC_PATTERN, EMAIL_PATTERN } from '../price-alert-form';
import { PriceAlertConfirmation } from '../price-alert-confirmation';

const answer = (status: number, body: unknown) => ({ status, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let i18n: I18nInstance;
let calls: Call[];
let respond: (call: Call) => Response;
const api = createApiClient({
  fetch: (async (input: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: new URL(input, 'http://localhost').pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return respond(call);
  }) as unknown as typeof fetch,
});
const solve = () => Promise.resolve('rozwiazany-token');

beforeAll(async () => {
  i18n = await createTestI18n(['common']);
});
beforeEach(() => {
  calls = [];
});

describe('PriceAlert', () => {
  it('checks the address with the pattern the server checks it with', () => {
    expect(EMAIL_PATTERN.source).toBe(ORDER_PATTERNS.email.source);
  });

  it('is opened, filled and sent with the keyboard alone; the answer is announced and focused', async () => {
    respond = () => answer(202, { status: 'confirmation-sent' });
    renderWithProviders(<PriceAlert target={{ kind: 'offer', offerHash: 'abcd1234' }} api={api} solve={solve} />, { i18n });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Powiadom mnie, gdy cena spadnie' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByLabelText('Adres e-mail')).toHaveFocus());
    await user.keyboard('anna@example.pl');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('{Enter}');

    const status = await screen.findByText(
      'Sprawdź skrzynkę anna@example.pl: kliknij link w wiadomości, aby włączyć powiadomienie o cenie.',
    );
    await waitFor(() => expect(status).toHaveFocus());
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/price-alerts/',
        body: { email: 'anna@example.pl', consent: true, target: { kind: 'offer', offerHash: 'abcd1234' }, botToken: 'rozwiazany-token' },
      },
    ]);
  });

  it('on a listing whose filters changed after sending, offers the form again for the new search', async () => {
    respond = () => answer(202, { status: 'confirmation-sent' });
    function Listing() {
      const [place, setPlace] = useState('grecja');
      return (
        <>
          <button type="button" onClick={() => setPlace('hiszpania')}>
            Hiszpania
          </button>
          <PriceAlert target={{ kind: 'search', filters: { destinations: place }, url: `/wycieczki/${place}/` }} api={api} solve={solve} />
        </>
      );
    }
    renderWithProviders(<Listing />, { i18n });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie, gdy cena spadnie' }));
    await user.type(await screen.findByLabelText('Adres e-mail'), 'anna@example.pl');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie' }));
    await screen.findByText(/^Sprawdź skrzynkę anna@example.pl/);

    await user.click(screen.getByRole('button', { name: 'Hiszpania' }));
    expect(screen.queryByText(/^Sprawdź skrzynkę/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Adres e-mail')).toHaveValue('anna@example.pl');
  });

  it('ties the field errors to their fields and sends nothing; says why the server refused', async () => {
    respond = () => answer(422, { statusCode: 422, message: 'departs', code: 'alert-departed' });
    renderWithProviders(
      <PriceAlert target={{ kind: 'search', filters: { destinations: 'grecja' }, url: '/wycieczki/grecja/' }} api={api} solve={solve} />,
      {
        i18n,
      },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie, gdy cena spadnie' }));
    expect(screen.getByText(/w tym wyszukiwaniu pojawi się oferta tańsza/)).toBeTruthy();
    await user.type(screen.getByLabelText('Adres e-mail'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie' }));
    const email = screen.getByLabelText('Adres e-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Podaj poprawny adres e-mail, np. jan@example.pl.');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Zaznacz zgodę, abyśmy mogli wysłać powiadomienie.');
    expect(email).toHaveFocus();
    expect(calls).toEqual([]);

    await user.type(email, 'example.pl');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ta oferta wyjeżdża zbyt szybko, aby obserwować jej cenę.');
  });

  it('refuses an address with Cyrillic letters at its field, as the server does, and says so at the field if the server refuses it', async () => {
    expect(CYRILLIC_PATTERN.source).toBe(ORDER_PATTERNS.cyrillic.source);
    respond = () =>
      answer(400, { statusCode: 400, message: 'Invalid parameter email: invalid-email', parameter: 'email', code: 'invalid-parameter' });
    renderWithProviders(<PriceAlert target={{ kind: 'offer', offerHash: 'abcd1234' }} api={api} solve={solve} />, { i18n });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie, gdy cena spadnie' }));
    const email = await screen.findByLabelText('Adres e-mail');
    await user.type(email, 'иван@example.pl');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie' }));
    expect(email).toHaveAccessibleDescription('Podaj poprawny adres e-mail, np. jan@example.pl.');
    expect(email).toHaveFocus();
    expect(calls).toEqual([]);

    // An address the server refuses for a rule the form does not know: at the field all the same.
    await user.clear(email);
    await user.type(email, 'anna@example.pl');
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Podaj poprawny adres e-mail, np. jan@example.pl.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.queryByText('Nie udało się zapisać powiadomienia. Spróbuj ponownie.')).toBeNull();
  });

  it('keeps the focus on the submit button while it sends and after a refusal; a second press sends nothing', async () => {
    respond = () => answer(429, { statusCode: 429, code: 'rate-limited' });
    let solved: (token: string) => void = () => undefined;
    const slowSolve = () => new Promise<string>((resolve) => (solved = resolve));
    renderWithProviders(<PriceAlert target={{ kind: 'offer', offerHash: 'abcd1234' }} api={api} solve={slowSolve} />, { i18n });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie, gdy cena spadnie' }));
    await user.type(await screen.findByLabelText('Adres e-mail'), 'anna@example.pl');
    await user.click(screen.getByRole('checkbox'));
    await user.tab();
    await user.keyboard('{Enter}');
    const submit = await screen.findByRole('button', { name: 'Wysyłanie…' });
    expect(submit).toHaveFocus();
    expect(submit).not.toBeDisabled();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    solved('rozwiazany-token');
    expect((await screen.findByRole('alert')).textContent).toBe('Za dużo prób w krótkim czasie. Spróbuj ponownie za minutę.');
    expect(screen.getByRole('button', { name: 'Powiadom mnie' })).toHaveFocus();
    expect(calls).toHaveLength(1);
  });
});

describe('PriceAlertConfirmation', () => {
  it('confirms the token of the link once and says until when the alert works', async () => {
    respond = () =>
      answer(200, {
        status: 'confirmed',
        alert: { kind: 'offer', label: 'Hotel Albatros, Kreta', pricePerPerson: 2499, expiresOn: '2027-05-12', url: '/oferta/abcd1234/' },
      });
    renderWithProviders(<PriceAlertConfirmation search="?potwierdz=tok" api={api} />, { i18n });
    expect(await screen.findByText('Powiadomienie włączone: Hotel Albatros, Kreta.')).toBeTruthy();
    expect(screen.getByText(/poniżej 2 499 zł za osobę dorosłą. Powiadomienie działa do 12.05.2027./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz ofertę' }).getAttribute('href')).toBe('/oferta/abcd1234/');
    expect(calls).toEqual([{ method: 'POST', path: '/api/price-alerts/confirm/', body: { token: 'tok' } }]);
  });

  it('tells a dead link from a failure that says nothing about it, and confirms again on request', async () => {
    respond = () => answer(404, { statusCode: 404, code: 'confirm-token-unknown' });
    const dead = renderWithProviders(<PriceAlertConfirmation search="?potwierdz=tok" api={api} />, { i18n });
    expect((await screen.findByRole('alert')).textContent).toContain('Link jest nieważny, został już użyty albo minęło 7 dni.');
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).toBeNull();
    dead.unmount();

    respond = () => answer(503, { statusCode: 503, message: 'Service Unavailable' });
    renderWithProviders(<PriceAlertConfirmation search="?potwierdz=tok" api={api} />, { i18n });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Nie udało się teraz włączyć powiadomienia. Spróbuj ponownie za chwilę.',
    );
    respond = () =>
      answer(200, {
        status: 'confirmed',
        alert: { kind: 'offer', label: 'Hotel Albatros, Kreta', pricePerPerson: 2499, expiresOn: '2027-05-12', url: '/oferta/abcd1234/' },
      });
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Powiadomienie włączone: Hotel Albatros, Kreta.')).toBeTruthy();
  });

  it('asks to try the switch-off again when the failure is not about the link', async () => {
    respond = () => answer(429, { statusCode: 429, code: 'rate-limited' });
    const id = '7b7c6c2e-8f0a-4c55-9a6e-0b3e0b2d7f11';
    renderWithProviders(<PriceAlertConfirmation search={`?wylacz=${id}&podpis=${'a'.repeat(64)}`} api={api} />, { i18n });
    await userEvent.click(screen.getByRole('button', { name: 'Wyłącz powiadomienie' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nie udało się teraz wyłączyć powiadomienia. Spróbuj ponownie za chwilę.');
  });

  it('switches off only after the button is pressed, with the signature of the link', async () => {
    respond = () => answer(200, { status: 'unsubscribed' });
    const id = '7b7c6c2e-8f0a-4c55-9a6e-0b3e0b2d7f11';
    renderWithProviders(<PriceAlertConfirmation search={`?wylacz=${id}&podpis=${'a'.repeat(64)}`} api={api} />, { i18n });
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Wyłącz powiadomienie' }));
    expect(await screen.findByText('Powiadomienie wyłączone. Nie wyślemy już wiadomości o tej cenie.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'DELETE', path: `/api/price-alerts/${id}/`, body: { signature: 'a'.repeat(64) } }]);
  });

  it('keeps the switch-off button focused and usable while it runs and after a refused link', async () => {
    let answerNow: (response: Response) => void = () => undefined;
    const id = '7b7c6c2e-8f0a-4c55-9a6e-0b3e0b2d7f11';
    const slowApi = createApiClient({
      fetch: (async (input: string, init?: RequestInit) => {
        calls.push({ method: init?.method ?? 'GET', path: new URL(input, 'http://localhost').pathname, body: undefined });
        return new Promise<Response>((resolve) => (answerNow = resolve));
      }) as unknown as typeof fetch,
    });
    renderWithProviders(<PriceAlertConfirmation search={`?wylacz=${id}&podpis=${'a'.repeat(64)}`} api={slowApi} />, { i18n });
    const button = screen.getByRole('button', { name: 'Wyłącz powiadomienie' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).not.toBeDisabled();
    await userEvent.keyboard('{Enter}');
    answerNow(answer(403, { statusCode: 403, code: 'unsubscribe-signature-invalid' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ten link nie pozwala wyłączyć powiadomienia. Użyj linku z otrzymanej wiadomości.',
    );
    expect(button).toHaveFocus();
    expect(calls).toHaveLength(1);
  });

  it('moves the focus from the pressed button to the answer that replaces it', async () => {
    respond = () => answer(200, { status: 'unsubscribed' });
    const id = '7b7c6c2e-8f0a-4c55-9a6e-0b3e0b2d7f11';
    renderWithProviders(<PriceAlertConfirmation search={`?wylacz=${id}&podpis=${'a'.repeat(64)}`} api={api} />, { i18n });
    screen.getByRole('button', { name: 'Wyłącz powiadomienie' }).focus();
    await userEvent.keyboard('{Enter}');
    const done = await screen.findByTestId('price-alert-switched-off');
    await waitFor(() => expect(done).toHaveFocus());
  });
});
