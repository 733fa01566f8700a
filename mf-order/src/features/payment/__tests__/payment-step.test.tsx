import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { resetOrderStore } from '../../../order-store';
import { answer, orderFixture } from '../../../test-support/order-fixture';
import { PaymentStep } from '../payment-step';
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

const methods = {
  methods: [
    { id: 'card', online: true, feePercent: 1.5 },
    { id: 'transfer', online: false, feePercent: 0 },
  ],
  paymentConditions: [
    { id: 'whole', parts: [{ kind: 'Whole', amount: 9000, dueDate: '2026-06-02' }] },
    {
      id: 'deposit',
      parts: [
        { kind: 'PrePayment', amount: 2700, dueDate: '2026-06-02' },
        { kind: 'RestPayment', amount: 6300, dueDate: '2026-06-10' },
      ],
    },
  ],
};
const order = orderFixture({ reservation: { number: 'ftr2026-000007', holdUntil: '2026-06-01T10:30:00.000Z' } });
const calls = (part: string) => fetchMock.mock.calls.filter(([url]) => url.includes(part));

const renderStep = (onOutcome = jest.fn()) => {
  renderWithProviders(<PaymentStep order={order} onOutcome={onOutcome} />, { i18n });
  return onOutcome;
};

describe('PaymentStep', () => {
  it('shows the methods and conditions from the API; asks for a method before paying', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () => answer(200, methods));
    renderStep();
    expect(await screen.findByRole('radio', { name: /Karta płatnicza \(1\.5%\)/ })).toBeTruthy();
    expect(screen.getByText(/Zaliczka: 2\s700\szł do 02\.06\.2026/)).toBeTruthy();
    expect(screen.getByText(/Dopłata: 6\s300\szł do 10\.06\.2026/)).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: /Karta płatnicza|przelew/i })).toHaveLength(2);
    expect(calls('/payment/methods/1/')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Rezerwuję i płacę' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Wybierz metodę płatności.');
    expect(calls('/payment/online/')).toHaveLength(0);
  });

  it("shows the fee, and a double click on 'Rezerwuję i płacę' pays once with an Idempotency-Key", async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    fetchMock.mockImplementation(async (url) => {
      if (url.includes('/transaction-fee/')) return answer(200, { amount: 9000, fee: 135, total: 9135 });
      if (url.includes('/payment/online/')) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return answer(201, {
          paymentId: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          orderHash: order.orderHash,
          amount: 9000,
          fee: 135,
          action: { type: 'redirect', url: 'http://127.0.0.1/sandbox/pay/1' },
        });
      }
      return answer(200, methods);
    });
    const onOutcome = renderStep();
    await user.click(await screen.findByRole('radio', { name: /Karta płatnicza/ }));
    expect(await screen.findByText(/Do zapłaty teraz: 9\s000\szł \+ opłata transakcyjna 135\szł = 9\s135\szł/)).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Rezerwuję i płacę' });
    await user.dblClick(pay);
    await waitFor(() => expect(pay).toBeDisabled());
    release();
    await waitFor(() =>
      expect(onOutcome).toHaveBeenCalledWith({ kind: 'redirect', url: 'http://127.0.0.1/sandbox/pay/1', orderHash: order.orderHash }),
    );
    expect(calls('/payment/online/')).toHaveLength(1);
    const headers = calls('/payment/online/')[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}-pay$/);
    // The order already has its reservation: no second one.
    expect(calls('/create-executive/')).toHaveLength(0);
  });

  it('a retry after choosing another condition is a new payment with a new Idempotency-Key', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (url) => {
      if (url.includes('/transaction-fee/')) return answer(200, { amount: 9000, fee: 135, total: 9135 });
      if (url.includes('/payment/online/')) return answer(503, { statusCode: 503, error: 'Service Unavailable', message: 'busy' });
      if (url.includes('/report-error/')) return answer(202, { accepted: true });
      return answer(200, methods);
    });
    renderStep();
    await user.click(await screen.findByRole('radio', { name: /Karta płatnicza/ }));
    const pay = screen.getByRole('button', { name: 'Rezerwuję i płacę' });
    await user.click(pay);
    await waitFor(() => expect(calls('/payment/online/')).toHaveLength(1));
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: 'Płacę zaliczkę, resztę później' }));
    await user.click(pay);
    await waitFor(() => expect(calls('/payment/online/')).toHaveLength(2));
    const key = (i: number) => (calls('/payment/online/')[i]?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
    expect(JSON.parse(String(calls('/payment/online/')[1]?.[1]?.body))).toMatchObject({ conditionId: 'deposit' });
    expect(key(1)).not.toBe(key(0));
  });
});
