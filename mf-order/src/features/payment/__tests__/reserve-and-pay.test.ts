import type { ApiClient } from '@travel/api-client';
import { reserveAndPay } from '../api/use-payment';
import { ORDER_ID } from '../../../test-support/order-fixture';

const EXEC = '5b1f9a2e-8c3d-4f6a-9b7e-2d4c6e8f0a1b';
const executive = (status: 'pending' | 'ok' | 'error', extra: object = {}) => ({
  uuid: EXEC,
  orderId: ORDER_ID,
  status,
  reason: null,
  mode: 'form',
  reservation: status === 'ok' ? { number: 'ftr2026-000001', holdUntil: '2026-06-02T10:00:00Z' } : null,
  alternatives: [],
  ...extra,
});
const payment = { paymentId: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', orderHash: 'a'.repeat(32), amount: 9000, fee: 0 };

function fakeApi(answers: Record<string, unknown[]>) {
  const calls: Array<{ name: string; args: Record<string, unknown> }> = [];
  const api = {
    call: jest.fn(async (name: string, args: Record<string, unknown>) => {
      calls.push({ name, args });
      const next = answers[name]?.shift();
      if (next === undefined) throw new Error(`unexpected ${name}`);
      return next;
    }),
  } as unknown as ApiClient;
  return { api, calls };
}

const input = {
  orderId: ORDER_ID,
  methodId: 'card' as const,
  conditionId: 'whole' as const,
  idempotencyKey: 'click-1',
  wait: () => Promise.resolve(),
};

describe("'Rezerwuję i płacę'", () => {
  it('reserves (polling while pending), then pays, each call with the click’s Idempotency-Key', async () => {
    const { api, calls } = fakeApi({
      purchaseCreateExecutive: [executive('pending')],
      purchaseCreateExecutiveStatus: [executive('pending'), executive('ok')],
      paymentOnline: [{ ...payment, action: { type: 'redirect', url: 'http://127.0.0.1/api/payment/sandbox/pay/x' } }],
    });
    const outcome = await reserveAndPay({ ...input, reserved: false, api });
    expect(outcome).toEqual({ kind: 'redirect', url: 'http://127.0.0.1/api/payment/sandbox/pay/x', orderHash: payment.orderHash });
    expect(calls.map((c) => c.name)).toEqual([
      'purchaseCreateExecutive',
      'purchaseCreateExecutiveStatus',
      'purchaseCreateExecutiveStatus',
      'paymentOnline',
    ]);
    expect(calls[0]?.args['idempotencyKey']).toBe('click-1-reserve');
    expect(calls[3]?.args['idempotencyKey']).toBe('click-1-pay');
  });

  it('the same click retried sends the same keys, so the server answers its first answer', async () => {
    const first = fakeApi({ paymentOnline: [{ ...payment, action: { type: 'redirect', url: '/x' } }] });
    const again = fakeApi({ paymentOnline: [{ ...payment, action: { type: 'redirect', url: '/x' } }] });
    await reserveAndPay({ ...input, reserved: true, api: first.api });
    await reserveAndPay({ ...input, reserved: true, api: again.api });
    expect(first.calls.map((c) => c.args['idempotencyKey'])).toEqual(again.calls.map((c) => c.args['idempotencyKey']));
    expect(first.calls.map((c) => c.name)).toEqual(['paymentOnline']);
  });

  it('stops before paying when the places are gone or the price changed', async () => {
    const gone = fakeApi({ purchaseCreateExecutive: [executive('error', { mode: 'unavailable', reason: 'unavailable' })] });
    expect((await reserveAndPay({ ...input, reserved: false, api: gone.api })).kind).toBe('unavailable');
    const changed = fakeApi({ purchaseCreateExecutive: [executive('error', { reason: 'price-changed' })] });
    expect((await reserveAndPay({ ...input, reserved: false, api: changed.api })).kind).toBe('price-changed');
    expect([...gone.calls, ...changed.calls].some((c) => c.name === 'paymentOnline')).toBe(false);
  });

  it('a traditional transfer hands on its details for the offline tracking page', async () => {
    const transfer = fakeApi({
      paymentOnline: [
        {
          ...payment,
          action: {
            type: 'info',
            transfer: { accountNumber: 'PL00', recipient: 'Podróżownia', title: 'ftr2026-1', amount: 9000, dueDate: '2026-06-08' },
          },
        },
      ],
    });
    expect(await reserveAndPay({ ...input, methodId: 'transfer', reserved: true, api: transfer.api })).toEqual({
      kind: 'transfer',
      orderHash: payment.orderHash,
      transfer: { accountNumber: 'PL00', recipient: 'Podróżownia', title: 'ftr2026-1', amount: 9000, dueDate: '2026-06-08' },
    });
  });
});
