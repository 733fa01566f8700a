import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { analyticsEventSchema } from '@travel/contracts/analytics';
import { eventBus } from '@travel/event-bus';
import { EnquiryForm } from '../enquiry-form';
import { renderWithProviders } from '@travel/ui/testing';

jest.mock('@travel/api-client/bot-token', () => ({ solveBotToken: jest.fn(async (action: string) => `token-for-${action}`) }));

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['contact']);
});

const ID = '5b8a7c1e-2f4d-4e6a-9b3c-1d2e3f4a5b6c';
let fetchMock: jest.Mock;
let answer: { status: number; body: unknown };
beforeEach(() => {
  answer = { status: 201, body: { id: ID, received: true } };
  fetchMock = jest.fn(
    async () => ({ status: answer.status, text: () => Promise.resolve(JSON.stringify(answer.body)) }) as unknown as Response,
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const renderForm = (kind: 'contact' | 'franchise' | 'mice' | 'dsa') => renderWithProviders(<EnquiryForm kind={kind} />, { i18n });

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillFranchise() {
  type(/^Imię i nazwisko/, 'Jan Nowak');
  type(/^E-mail/, 'jan@example.pl');
  type(/^Telefon/, '600 700 800');
  type(/^Miasto/, 'Poznań');
  type(/^Wiadomość/, 'Chcę otworzyć biuro.');
  fireEvent.click(screen.getByLabelText(/Zgadzam się na przetwarzanie/));
}

describe('EnquiryForm', () => {
  it('on an empty submit shows each error next to its field and in a focused summary, and sends nothing', async () => {
    renderForm('franchise');
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Formularz zawiera 6 błędów' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const email = screen.getByLabelText(/^E-mail/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('To pole jest wymagane.');
    fireEvent.click(within(summary).getByRole('link', { name: /^Telefon: To pole jest wymagane/ }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Telefon/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the form patterns as the visitor leaves a field', async () => {
    renderForm('contact');
    type(/^E-mail/, 'jan@poczta');
    fireEvent.blur(screen.getByLabelText(/^E-mail/));
    expect(await screen.findByText('Wpisz poprawny adres e-mail, np. jan.kowalski@poczta.pl.')).toBeTruthy();
    type(/^Telefon/, '12');
    fireEvent.blur(screen.getByLabelText(/^Telefon/));
    expect(screen.getByText(/Wpisz poprawny numer telefonu/)).toBeTruthy();
  });

  it('says how many characters a text that is too long may have, from the contract', async () => {
    renderForm('contact');
    type(/^Wiadomość/, 'a'.repeat(2001));
    fireEvent.blur(screen.getByLabelText(/^Wiadomość/));
    expect(await screen.findByText('Tekst jest za długi. Maksymalna liczba znaków: 2000.')).toBeTruthy();
    type(/^Imię i nazwisko/, 'a'.repeat(101));
    fireEvent.blur(screen.getByLabelText(/^Imię i nazwisko/));
    expect(await screen.findByText('Tekst jest za długi. Maksymalna liczba znaków: 100.')).toBeTruthy();
    type(/^Telefon/, '1'.repeat(21));
    fireEvent.blur(screen.getByLabelText(/^Telefon/));
    expect(await screen.findByText('Tekst jest za długi. Maksymalna liczba znaków: 20.')).toBeTruthy();
  });

  it('sends the fields with the bot-protection token of its action and confirms in Polish', async () => {
    renderForm('franchise');
    fillFranchise();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    const done = await screen.findByRole('heading', { name: 'Dziękujemy, otrzymaliśmy Twoje zgłoszenie' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    // It takes the place of the form's <h2> under the page's <h1>: the same level, no skipped one.
    expect(done.tagName).toBe('H2');
    expect(screen.getByText(`Potwierdzenie wysłaliśmy na adres jan@example.pl. Numer zgłoszenia: ${ID}.`)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/marketing/franchise/');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Jan Nowak',
      email: 'jan@example.pl',
      phone: '600 700 800',
      city: 'Poznań',
      message: 'Chcę otworzyć biuro.',
      consent: true,
      botToken: 'token-for-franchise',
    });
  });

  it("confirms in a box of the form's height, so the page under it does not move up when the answer comes", async () => {
    const height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('content-form') ? 640 : 0;
    });
    try {
      renderForm('franchise');
      fillFranchise();
      fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
      const done = await screen.findByRole('heading', { name: 'Dziękujemy, otrzymaliśmy Twoje zgłoszenie' });
      expect(done.closest('section')?.style.minHeight).toBe('640px');
    } finally {
      height.mockRestore();
    }
  });

  it('sends form_submit once with the form name when the server took the enquiry, and nothing when it refused', async () => {
    const events: unknown[] = [];
    const off = eventBus.on('analytics:event', (event) => events.push(event));
    try {
      renderForm('franchise');
      fillFranchise();
      answer = { status: 400, body: { statusCode: 400, parameter: 'city', message: 'Invalid parameter city: cyrillic' } };
      fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
      await screen.findByText('Użyj liter alfabetu łacińskiego.', { selector: '.tr-field__error' });
      expect(events).toEqual([]);
      answer = { status: 201, body: { id: ID, received: true } };
      fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
      await screen.findByRole('heading', { name: 'Dziękujemy, otrzymaliśmy Twoje zgłoszenie' });
      expect(events.map((event) => analyticsEventSchema.parse(event))).toEqual([{ event: 'form_submit', form_name: 'franchise' }]);
    } finally {
      off();
    }
  });

  it('shows the server’s 400 next to the field it names, and a refused bot check as a message to send again', async () => {
    renderForm('franchise');
    fillFranchise();
    answer = { status: 400, body: { statusCode: 400, parameter: 'city', message: 'Invalid parameter city: cyrillic' } };
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Użyj liter alfabetu łacińskiego.', { selector: '.tr-field__error' })).toBeTruthy();
    expect(screen.getByLabelText(/^Miasto/).getAttribute('aria-invalid')).toBe('true');

    answer = { status: 403, body: { statusCode: 403, code: 'bot-check-replayed', message: 'used' } };
    fireEvent.change(screen.getByLabelText(/^Miasto/), { target: { value: 'Gniezno' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Zabezpieczenie przed robotami nie zostało potwierdzone. Wyślij formularz ponownie.')).toBeTruthy();
  });

  it('refuses a planned trip date in the past at the field, and offers no earlier day in the picker', async () => {
    renderForm('mice');
    const date = screen.getByLabelText(/^Planowany termin wyjazdu/);
    expect(date.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(date, { target: { value: '2001-05-20' } });
    fireEvent.blur(date);
    expect(await screen.findByText('Planowany termin nie może być w przeszłości.')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
  });

  it('drops the server’s refusal of a field once the visitor changes that field', async () => {
    renderForm('franchise');
    fillFranchise();
    answer = { status: 400, body: { statusCode: 400, parameter: 'city', message: 'Invalid parameter city: cyrillic' } };
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Użyj liter alfabetu łacińskiego.', { selector: '.tr-field__error' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Miasto/), { target: { value: 'Gniezno' } });
    expect(screen.queryByText('Użyj liter alfabetu łacińskiego.', { selector: '.tr-field__error' })).toBeNull();
    expect(screen.getByLabelText(/^Miasto/).getAttribute('aria-invalid')).not.toBe('true');
    // Back to the refused value: the API's answer to it still holds.
    fireEvent.change(screen.getByLabelText(/^Miasto/), { target: { value: 'Poznań' } });
    expect(screen.getByText('Użyj liter alfabetu łacińskiego.', { selector: '.tr-field__error' })).toBeTruthy();
  });

  it.each(['contact', 'franchise', 'mice'] as const)(
    'the %s form links its consent to the processing of data to the privacy policy, inside the label',
    (kind) => {
      renderForm(kind);
      const consent = screen.getByRole('checkbox', { name: /^Zgadzam się na przetwarzanie moich danych w celu obsługi zgłoszenia\./ });
      const label = document.querySelector(`label[for="${consent.id}"]`) as HTMLElement;
      const policy = within(label).getByRole('link', { name: 'Polityka prywatności (otwiera się w nowej karcie)' });
      expect(policy.getAttribute('href')).toBe('/polityka-prywatnosci/');
      // A new tab keeps what the visitor typed here; the page it opens gets no hold on this one.
      expect(policy.getAttribute('target')).toBe('_blank');
      expect(policy.getAttribute('rel')).toContain('noopener');
      // Following the link is no answer to the consent.
      fireEvent.click(policy);
      expect((consent as HTMLInputElement).checked).toBe(false);
    },
  );

  it('the DSA notice asks where, why, who and for the statement of good faith', () => {
    renderForm('dsa');
    expect(screen.getByRole('heading', { name: 'Zgłoś nielegalne treści' })).toBeTruthy();
    for (const label of [/^Adres \(URL\) zgłaszanej treści/, /^Dlaczego uważasz/, /^Imię i nazwisko/, /^E-mail/, /w dobrej wierze/])
      expect(screen.getByLabelText(label)).toBeTruthy();
  });
});
