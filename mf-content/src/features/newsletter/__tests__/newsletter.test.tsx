import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import type { ReactNode } from 'react';
import { analyticsEventSchema } from '@travel/contracts/analytics';
import { eventBus } from '@travel/event-bus';
import { NewsletterConfirmation, NewsletterForm, NewsletterUnsubscribe } from '..';
import { renderWithProviders } from '@travel/ui/testing';

jest.mock('@travel/api-client/bot-token', () => ({ solveBotToken: jest.fn(async (action: string) => `token-for-${action}`) }));

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['contact', 'newsletter']);
});
let fetchMock: jest.Mock;
let answer: { status: number; body: unknown };
beforeEach(() => {
  fetchMock = jest.fn(
    async () => ({ status: answer.status, text: () => Promise.resolve(JSON.stringify(answer.body)) }) as unknown as Response,
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
const wrap = (ui: ReactNode) => renderWithProviders(ui, { i18n });
const sentBody = (n = 0) => JSON.parse(String((fetchMock.mock.calls[n] as [string, RequestInit])[1].body)) as unknown;

describe('NewsletterForm', () => {
  it('asks for at least one list and the consent before sending anything', async () => {
    wrap(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ola@example.pl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz mnie' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Listy: Wybierz co najmniej jedną listę.' })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Zgoda: Zaznacz, aby wysłać formularz.' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says how long an address may be', async () => {
    wrap(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: `${'a'.repeat(250)}@example.pl` } });
    fireEvent.blur(screen.getByLabelText(/^E-mail/));
    expect(await screen.findByText('Tekst jest za długi. Maksymalna liczba znaków: 254.')).toBeTruthy();
  });

  it('ties each field’s error to its control for screen readers', async () => {
    wrap(<NewsletterForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz mnie' }));
    await screen.findByRole('alert');
    const email = screen.getByLabelText(/^E-mail/);
    const consent = screen.getByRole('checkbox', { name: /^Zgadzam się na otrzymywanie newslettera/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect((email as HTMLInputElement).required).toBe(true);
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('To pole jest wymagane.');
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(consent.getAttribute('aria-describedby')!)?.textContent).toBe('Zaznacz, aby wysłać formularz.');
  });

  it('sends the address, the chosen lists and the token, then tells to check the mailbox', async () => {
    answer = { status: 202, body: { status: 'confirmation-sent' } };
    wrap(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ola@example.pl' } });
    fireEvent.click(screen.getByLabelText('Egzotyka'));
    fireEvent.click(screen.getByLabelText(/Zgadzam się na otrzymywanie/));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz mnie' }));
    const done = await screen.findByRole('heading', { name: 'Sprawdź skrzynkę e-mail' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    // It takes the place of the form's <h2>: the same level, no skipped one.
    expect(done.tagName).toBe('H2');
    expect(sentBody()).toEqual({ email: 'ola@example.pl', lists: ['exotic'], consent: true, botToken: 'token-for-newsletter' });
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].method).toBe('PUT');
  });

  it('sends newsletter_signup once with the chosen lists when the sign-up was taken', async () => {
    const events: unknown[] = [];
    const off = eventBus.on('analytics:event', (event) => events.push(event));
    try {
      answer = { status: 202, body: { status: 'confirmation-sent' } };
      wrap(<NewsletterForm />);
      fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ola@example.pl' } });
      fireEvent.click(screen.getByLabelText('Egzotyka'));
      fireEvent.click(screen.getByLabelText(/Zgadzam się na otrzymywanie/));
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz mnie' }));
      await screen.findByRole('heading', { name: 'Sprawdź skrzynkę e-mail' });
      expect(events.map((event) => analyticsEventSchema.parse(event))).toEqual([
        { event: 'newsletter_signup', newsletter_lists: ['exotic'] },
      ]);
    } finally {
      off();
    }
  });
});

describe('the newsletter e-mail links', () => {
  it('confirms the token of the link and names the lists', async () => {
    answer = { status: 200, body: { email: 'ola@example.pl', lists: ['exotic', 'guide'], status: 'confirmed' } };
    wrap(<NewsletterConfirmation token={'a'.repeat(43)} />);
    expect(await screen.findByText(/Zapisane listy: Egzotyka, Inspiracje i porady z przewodnika\./)).toBeTruthy();
    expect(sentBody()).toEqual({ token: 'a'.repeat(43) });
  });

  it('says an unknown or expired link is not valid and offers the sign-up form it points to', async () => {
    answer = { status: 404, body: { statusCode: 404, code: 'confirm-token-unknown', message: 'unknown' } };
    wrap(<NewsletterConfirmation token={'b'.repeat(43)} />);
    expect(await screen.findByText(/Ten link potwierdzający jest nieważny.*Zapisz się ponownie poniżej/)).toBeTruthy();
    // docs/product/newsletter-and-enquiries.md: the message sends the visitor to the form under it.
    expect(screen.getByRole('heading', { name: 'Zapisz się do newslettera' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zapisz mnie' })).toBeTruthy();
  });

  it('does not call a link dead when the server or the network failed, and tries the same link again', async () => {
    answer = { status: 503, body: { statusCode: 503, message: 'busy' } };
    wrap(<NewsletterConfirmation token={'d'.repeat(43)} />);
    expect(await screen.findByText('Nie udało się teraz potwierdzić zapisu. Spróbuj ponownie za chwilę.')).toBeTruthy();
    expect(screen.queryByText(/Ten link potwierdzający jest nieważny/)).toBeNull();
    answer = { status: 200, body: { email: 'ola@example.pl', lists: ['exotic'], status: 'confirmed' } };
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź zapis ponownie' }));
    expect(await screen.findByText(/Zapisane listy: Egzotyka\./)).toBeTruthy();
    expect(sentBody(1)).toEqual({ token: 'd'.repeat(43) });
  });

  it('unsubscribes only when the button is pressed, with the signature of the link', async () => {
    answer = { status: 200, body: { status: 'unsubscribed' } };
    wrap(<NewsletterUnsubscribe email="ola@example.pl" signature={'c'.repeat(64)} />);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Wypisz mnie z newslettera' }));
    expect(await screen.findByText(/Wypisaliśmy adres ola@example.pl ze wszystkich list/)).toBeTruthy();
    expect(sentBody()).toEqual({ email: 'ola@example.pl', signature: 'c'.repeat(64) });
  });

  it('calls a leave link wrong only when the API refused its signature, and lets the visitor try again otherwise', async () => {
    answer = { status: 403, body: { statusCode: 403, code: 'unsubscribe-signature-invalid', message: 'not signed' } };
    const { unmount } = wrap(<NewsletterUnsubscribe email="ola@example.pl" signature={'e'.repeat(64)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Wypisz mnie z newslettera' }));
    expect(await screen.findByText(/Ten link do wypisania jest niepoprawny/)).toBeTruthy();
    unmount();

    answer = { status: 429, body: { statusCode: 429, code: 'rate-limited', retryAfterSeconds: 30 } };
    wrap(<NewsletterUnsubscribe email="ola@example.pl" signature={'e'.repeat(64)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Wypisz mnie z newslettera' }));
    expect(await screen.findByText('Nie udało się teraz wypisać adresu. Spróbuj ponownie za chwilę.')).toBeTruthy();
    expect(screen.queryByText(/Ten link do wypisania jest niepoprawny/)).toBeNull();
  });
});
