import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { resetOrderStore, useOrderStore } from '../../../order-store';
import { answer, ORDER_ID, orderFixture } from '../../../test-support/order-fixture';
import { OrderSummary } from '../order-summary';
import { renderWithProviders } from '@travel/ui/testing';

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['order']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  resetOrderStore();
  fetchMock.mockReset();
});

const kinds = ['terms', 'insurance-terms', 'standard-information-form', 'pre-contract-information'] as const;
const summaryAnswer = {
  orderId: ORDER_ID,
  documents: kinds.map((kind) => ({ kind, title: `Dokument ${kind}`, url: `/dokumenty/${kind}/`, paragraphs: [`Treść ${kind}.`] })),
  price: { ...orderFixture().price, extras: 300, total: 9300 },
  requiredAgreements: ['tos', 'gdpr', 'offer', 'payment'],
};

const renderSummary = (onNext = jest.fn()) => {
  renderWithProviders(<OrderSummary orderId={ORDER_ID} onNext={onNext} />, { i18n });
  return onNext;
};

describe('OrderSummary', () => {
  it('lists every document of art. 40 openable, the agreements unticked, and the price broken down', async () => {
    fetchMock.mockResolvedValue(answer(200, summaryAnswer));
    renderSummary();
    expect(await screen.findByText('Standardowy formularz informacyjny')).toBeTruthy();
    for (const name of [
      'Warunki uczestnictwa',
      'Ogólne warunki ubezpieczenia',
      'Informacje przedumowne (art. 40 ustawy o imprezach turystycznych)',
    ])
      expect(screen.getByText(name)).toBeTruthy();
    expect(screen.getByText('Treść pre-contract-information.')).toBeTruthy();
    const agreements = screen.getAllByRole('checkbox');
    // No insurance chosen: no insurance terms to agree to.
    expect(agreements).toHaveLength(5);
    expect(screen.queryByRole('checkbox', { name: /ubezpieczenia/ })).toBeNull();
    expect(agreements.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    const newsletter = screen.getByRole('checkbox', { name: /newsletter/ });
    expect(newsletter).not.toBeRequired();
    // Said once that it is voluntary.
    expect(newsletter).toHaveAccessibleName('Chcę otrzymywać newsletter z ofertami. (dobrowolne)');
    expect(screen.getByRole('row', { name: /Usługi dodatkowe/ })).toHaveTextContent('300 zł');
    expect(screen.getByTestId('order-total')).toHaveTextContent('9 300 zł');
  });

  it('links the consent to the terms to the terms, inside its label, in a new tab (docs/product/order-and-payment.md)', async () => {
    fetchMock.mockResolvedValue(answer(200, summaryAnswer));
    renderSummary();
    const consent = await screen.findByRole('checkbox', { name: /^Akceptuję regulamin serwisu\./ });
    const label = document.querySelector(`label[for="${consent.id}"]`) as HTMLElement;
    expect(label).toHaveTextContent('Akceptuję regulamin serwisu. Regulamin serwisu (otwiera się w nowej karcie) (wymagane)');
    const terms = within(label).getByRole('link', { name: 'Regulamin serwisu (otwiera się w nowej karcie)' });
    expect(terms).toHaveAttribute('href', '/regulamin/');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
    fireEvent.click(terms);
    expect(consent).not.toBeChecked();
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('/accept-agreements/'))).toEqual([]);
  });

  it('links the consent to the processing of personal data to the privacy policy, inside its label (docs/product/order-and-payment.md)', async () => {
    fetchMock.mockResolvedValue(answer(200, summaryAnswer));
    renderSummary();
    const consent = await screen.findByRole('checkbox', {
      name: /^Wyrażam zgodę na przetwarzanie moich danych osobowych i danych uczestników/,
    });
    const label = document.querySelector(`label[for="${consent.id}"]`) as HTMLElement;
    // The statement's own words are kept; the link and the mark follow them.
    expect(label).toHaveTextContent(
      'Wyrażam zgodę na przetwarzanie moich danych osobowych i danych uczestników w celu realizacji rezerwacji. Polityka prywatności (otwiera się w nowej karcie) (wymagane)',
    );
    const policy = within(label).getByRole('link', { name: 'Polityka prywatności (otwiera się w nowej karcie)' });
    expect(policy).toHaveAttribute('href', '/polityka-prywatnosci/');
    // A new tab keeps the step as it is; the page it opens gets no hold on this one.
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy.getAttribute('rel')).toContain('noopener');
    // Following the link is no answer to the consent: nothing is ticked, nothing sent. The DOM's own
    // click (a label ignores one on a link inside it, as browsers do); user-event's label emulation
    // does not tell a link from text.
    fireEvent.click(policy);
    expect(consent).not.toBeChecked();
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('/accept-agreements/'))).toEqual([]);
    // Only that consent is about personal data.
    expect(screen.getAllByRole('link', { name: /Polityka prywatności/ })).toHaveLength(1);
  });

  it('asks to agree to the insurance terms only when an insurance was chosen (the API then requires them)', async () => {
    fetchMock.mockResolvedValue(answer(200, { ...summaryAnswer, requiredAgreements: [...summaryAnswer.requiredAgreements, 'insurance'] }));
    renderSummary();
    const insurance = await screen.findByRole('checkbox', { name: /ogólne warunki wybranego ubezpieczenia/ });
    expect(insurance).toBeRequired();
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
  });

  it('enforces the required agreements with a focused summary, then merges what was accepted', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (url, init) => {
      if (url.includes('/accept-agreements/')) {
        const body = JSON.parse(String(init?.body)) as { agreements: Record<string, boolean> };
        return answer(200, {
          agreements: { gdpr: false, insurance: false, newsletter: false, offer: false, payment: false, tos: false, ...body.agreements },
        });
      }
      return answer(200, summaryAnswer);
    });
    const onNext = renderSummary();
    await user.click(await screen.findByRole('button', { name: 'Potwierdzam' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveFocus();
    expect(within(alert).getAllByRole('link')).toHaveLength(4);
    expect(onNext).not.toHaveBeenCalled();

    for (const name of [/regulamin serwisu/, /przetwarzanie moich danych/, /warunki wybranej oferty/, /warunki płatności/])
      await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Potwierdzam' }));
    await screen.findByRole('button', { name: 'Potwierdzam' });
    expect(onNext).toHaveBeenCalledTimes(1);
    const sent = fetchMock.mock.calls
      .filter(([url]) => url.includes('/accept-agreements/'))
      .map(([, init]) => JSON.parse(String(init?.body)));
    // Each tick is stored as it happens (a reload keeps it), then 'Potwierdzam' sends the whole set.
    expect(sent.slice(0, 4).map((body: { agreements: object }) => body.agreements)).toEqual([
      { tos: true },
      { gdpr: true },
      { offer: true },
      { payment: true },
    ]);
    expect(sent.at(-1)).toEqual({
      orderId: ORDER_ID,
      agreements: { gdpr: true, insurance: false, newsletter: false, offer: true, payment: true, tos: true },
    });
    expect(useOrderStore.getState().userData.agreements.tos).toBe(true);
    expect(useOrderStore.getState().userData.agreements.payment).toBe(true);
  });
});
