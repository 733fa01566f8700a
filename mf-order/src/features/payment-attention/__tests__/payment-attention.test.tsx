import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@travel/api-client';
import type { AttentionPayment, PaymentAttention } from '@travel/contracts';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { PaymentAttentionLists, type PaymentAttentionListsProps } from '..';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['staff']);
});

const payment = (over: Partial<AttentionPayment> = {}): AttentionPayment => ({
  paymentId: '4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f',
  orderId: '0b5d7a3c-1111-4c3b-9e2f-1a2b3c4d5e6f',
  reservationNumber: 'ftr2026-000042',
  orderState: 'cancelled',
  sessionId: '4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f',
  gatewayOrderId: 300000007,
  method: 'card',
  amount: 1397,
  status: 'refund-pending',
  at: '2026-11-22T10:31:00.000Z',
  refund: {
    status: 'failed',
    reason: 'order-cancelled',
    error: 'the gateway refused the refund',
    createdAt: '2026-11-22T10:31:00.000Z',
    doneAt: null,
  },
  refundable: true,
  ...over,
});

const lists = (over: Partial<PaymentAttention> = {}): PaymentAttention => ({
  capturedNotBooked: [payment()],
  refunds: [payment()],
  doublePayments: [],
  latePayments: [payment()],
  refusedNotifications: [
    {
      sessionId: '4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f',
      orderId: '0b5d7a3c-1111-4c3b-9e2f-1a2b3c4d5e6f',
      reservationNumber: 'ftr2026-000042',
      source: 'gateway',
      outcome: 'HTTP 503',
      at: '2026-11-22T10:00:00.000Z',
    },
  ],
  overdueBalances: [
    {
      orderId: '0b5d7a3c-2222-4c3b-9e2f-1a2b3c4d5e6f',
      reservationNumber: 'ftr2026-000043',
      orderState: 'pending',
      directPaymentId: '0b5d7a3c-3333-4c3b-9e2f-1a2b3c4d5e6f',
      amount: 6300,
      dueDate: '2026-11-20',
      daysOverdue: 2,
      departureDate: '2026-12-20',
      status: 'open',
      booker: { name: 'Ewa Wiśniewska', email: 'ewa@example.pl', phone: '+48600700800' },
    },
  ],
  ...over,
});

function renderLists(props: Partial<PaymentAttentionListsProps> = {}) {
  const all: PaymentAttentionListsProps = {
    data: lists(),
    loadFailed: false,
    onRetry: jest.fn(),
    onRefund: jest.fn(async () => ({ status: 'refunded' as const })),
    ...props,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <PaymentAttentionLists {...all} />
    </I18nextProvider>,
  );
  return all;
}

describe('PaymentAttentionLists', () => {
  it('lists balances unpaid after their due date with the amount, the days overdue and the booker to contact', () => {
    renderLists();
    const overdue = screen.getByRole('region', { name: /Dopłaty po terminie \(1\)/ });
    const row = within(overdue).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('ftr2026-000043');
    expect(row).toHaveTextContent('zarezerwowane');
    expect(row).toHaveTextContent(/6\s300\szł/);
    expect(row).toHaveTextContent('20.11.2026');
    expect(row).toHaveTextContent('2 dni po terminie');
    expect(row).toHaveTextContent('niezapłacona');
    expect(row).toHaveTextContent('Ewa Wiśniewska, ewa@example.pl, +48600700800');
  });

  it('shows each list under its heading with the reservation, the gateway session and the refund state', () => {
    renderLists();
    const captured = screen.getByRole('region', { name: /Pobrane, niezaksięgowane \(1\)/ });
    const row = within(captured).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('ftr2026-000042');
    expect(row).toHaveTextContent('anulowane');
    expect(row).toHaveTextContent('zamówienie w bramce 300000007');
    expect(row).toHaveTextContent('do zwrotu');
    expect(row).toHaveTextContent('odrzucony przez bramkę: rezerwacja anulowana, miejsc brak');
    const emptyHeading = screen.getByRole('heading', { name: /Podwójne płatności \(0\)/ });
    expect(emptyHeading.nextElementSibling).toHaveTextContent('Nic do sprawdzenia.');
    const refused = screen.getByRole('region', { name: /Odrzucone powiadomienia bramki \(1\)/ });
    expect(refused).toHaveTextContent('bramka nie doręczyła');
    expect(refused).toHaveTextContent('HTTP 503');
    // A refund is started only from the list of money captured but not booked.
    expect(screen.getAllByRole('button', { name: /Zleć zwrot płatności/ })).toHaveLength(1);
  });

  it('puts each wide table in a region a keyboard reaches, so it scrolls sideways by itself at 320 px', async () => {
    renderLists();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: /Pobrane, niezaksięgowane \(1\)/ }));
    expect(screen.queryByRole('region', { name: /Podwójne płatności/ })).toBeNull();
  });

  it('starts a refund and announces its outcome, focused', async () => {
    const props = renderLists();
    await userEvent.click(screen.getByRole('button', { name: /Zleć zwrot płatności 1\s397\szł \(ftr2026-000042\)/ }));
    expect(props.onRefund).toHaveBeenCalledWith(expect.objectContaining({ paymentId: '4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f' }));
    const outcome = screen.getByTestId('payment-outcome');
    expect(outcome).toHaveTextContent(/^Zwrot płatności 1\s397\szł \(ftr2026-000042\) został wykonany\.$/);
    expect(outcome).toHaveFocus();
  });

  it('says so when the payment can no longer be refunded here (409)', async () => {
    renderLists({
      onRefund: jest.fn(async () => {
        throw new ApiError('Conflict', 409, { code: 'refund-not-applicable' }, '/api/payment/debug/refund/');
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: /Zleć zwrot płatności/ }));
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent('nie można już zwrócić tutaj');
  });

  it('offers a retry when the lists could not be loaded', async () => {
    const props = renderLists({ data: undefined, loadFailed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Wczytaj ponownie' }));
    expect(props.onRetry).toHaveBeenCalled();
  });
});
