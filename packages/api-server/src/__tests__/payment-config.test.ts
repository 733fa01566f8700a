import { parsePaymentConfig, PaymentConfigError, SANDBOX_MERCHANT } from '../payments/config';
import { p24Sign, registerSign, signsEqual } from '../payments/sign';

describe('payment configuration (zod, parsed once)', () => {
  it('the sandbox needs nothing and uses its own public test keys', () => {
    const c = parsePaymentConfig({});
    expect(c).toMatchObject({ gateway: 'sandbox', merchantId: SANDBOX_MERCHANT.merchantId, crc: SANDBOX_MERCHANT.crc, smtpUrl: undefined });
  });

  it('a reservation holds its places 30 minutes unless ORDER_HOLD_MINUTES says otherwise; a bad value stops the start naming it', () => {
    expect(parsePaymentConfig({}).holdMinutes).toBe(30);
    expect(parsePaymentConfig({ ORDER_HOLD_MINUTES: '0.25' }).holdMinutes).toBe(0.25);
    expect(() => parsePaymentConfig({ ORDER_HOLD_MINUTES: '0' })).toThrow(/ORDER_HOLD_MINUTES/);
    expect(() => parsePaymentConfig({ ORDER_HOLD_MINUTES: 'pół godziny' })).toThrow(/ORDER_HOLD_MINUTES/);
  });

  it('Przelewy24 without its keys stops the start with a message naming each missing one; sandbox keys never leak into it', () => {
    expect(() => parsePaymentConfig({ PAYMENT_GATEWAY: 'przelewy24', P24_MERCHANT_ID: '12345' })).toThrow(PaymentConfigError);
    expect(() => parsePaymentConfig({ PAYMENT_GATEWAY: 'przelewy24', P24_MERCHANT_ID: '12345' })).toThrow(
      /P24_POS_ID[\s\S]*P24_API_KEY[\s\S]*P24_CRC/,
    );
    const real = parsePaymentConfig({
      PAYMENT_GATEWAY: 'przelewy24',
      P24_MERCHANT_ID: '12345',
      P24_POS_ID: '12345',
      P24_API_KEY: 'a'.repeat(32),
      P24_CRC: 'b'.repeat(16),
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(real).toMatchObject({ gateway: 'przelewy24', merchantId: 12345, crc: 'b'.repeat(16), smtpUrl: 'smtp://mail.example:587' });
    expect(() => parsePaymentConfig({ SMTP_URL: 'mail.example' })).toThrow(/SMTP_URL/);
  });
});

describe("Przelewy24's sign", () => {
  it('is SHA-384 over the JSON of the fields in order with the CRC last (slashes and Polish letters unescaped)', () => {
    const sign = registerSign({ sessionId: 'a/ż', merchantId: 1, amount: 100, currency: 'PLN', crc: 'k' });
    expect(sign).toBe(p24Sign({ sessionId: 'a/ż', merchantId: 1, amount: 100, currency: 'PLN', crc: 'k' }));
    expect(sign).toMatch(/^[a-f0-9]{96}$/);
    // Field order is part of the checksum.
    expect(sign).not.toBe(p24Sign({ merchantId: 1, sessionId: 'a/ż', amount: 100, currency: 'PLN', crc: 'k' }));
  });

  it('signs compare in constant time and a different length or empty digest is unequal', () => {
    const a = registerSign({ sessionId: 's', merchantId: 1, amount: 1, currency: 'PLN', crc: 'k' });
    expect(signsEqual(a, a)).toBe(true);
    expect(signsEqual(a, a.slice(0, 94))).toBe(false);
    expect(signsEqual(a, `${a.slice(0, 95)}${a.endsWith('0') ? '1' : '0'}`)).toBe(false);
    expect(signsEqual('', '')).toBe(false);
  });
});
