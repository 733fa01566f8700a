import { z } from 'zod';

/** The sandbox merchant: public test values, used only with `PAYMENT_GATEWAY=sandbox`. */
export const SANDBOX_MERCHANT = {
  merchantId: 100_001,
  posId: 100_001,
  apiKey: 'sandbox-api-key-0000000000000000',
  crc: 'sandbox-crc-000000000000000000000',
} as const;

/** How long a reservation holds its places for the first payment, unless ORDER_HOLD_MINUTES says otherwise. */
export const DEFAULT_HOLD_MINUTES = 30;

const url = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

/**
 * The payment and mail settings of the environment, parsed once at start (ADR 0150). The sandbox
 * gateway needs nothing; Przelewy24 needs every key, and a missing one stops the server with a
 * message naming it (no sandbox default can leak into a real gateway).
 */
export const paymentEnvSchema = z
  .object({
    PAYMENT_GATEWAY: z.enum(['sandbox', 'przelewy24']).default('sandbox'),
    P24_MERCHANT_ID: z.coerce.number().int().positive().optional(),
    P24_POS_ID: z.coerce.number().int().positive().optional(),
    P24_API_KEY: z.string().min(16, 'must be the API (report) key of the shop').optional(),
    P24_CRC: z.string().min(16, 'must be the CRC key of the shop').optional(),
    P24_URL: url.default('https://sandbox.przelewy24.pl'),
    /** Where shoppers reach the shop: the gateway returns them there and posts notifications there. */
    BASE_URL: url.default('http://localhost:8080'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Podróżownia <rezerwacje@podrozownia.pl>'),
    /** How long a reservation holds its places for the first payment (minutes; fractions allowed). */
    ORDER_HOLD_MINUTES: z.coerce.number().positive().max(1440).default(DEFAULT_HOLD_MINUTES),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_GATEWAY !== 'przelewy24') return;
    for (const key of ['P24_MERCHANT_ID', 'P24_POS_ID', 'P24_API_KEY', 'P24_CRC'] as const)
      if (env[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'required when PAYMENT_GATEWAY=przelewy24' });
  });

export interface PaymentConfig {
  gateway: 'sandbox' | 'przelewy24';
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
  /** The gateway's API base (Przelewy24 only). */
  gatewayUrl: string;
  /** The shop's public base URL, for urlReturn and urlStatus. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How long a reservation holds its places for the first payment, in minutes. */
  holdMinutes: number;
}

export class PaymentConfigError extends Error {}

export function parsePaymentConfig(env: Record<string, string | undefined>): PaymentConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = paymentEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new PaymentConfigError(`Invalid payment configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const sandbox = e.PAYMENT_GATEWAY === 'sandbox';
  return {
    gateway: e.PAYMENT_GATEWAY,
    merchantId: sandbox ? SANDBOX_MERCHANT.merchantId : e.P24_MERCHANT_ID!,
    posId: sandbox ? SANDBOX_MERCHANT.posId : e.P24_POS_ID!,
    apiKey: sandbox ? SANDBOX_MERCHANT.apiKey : e.P24_API_KEY!,
    crc: sandbox ? SANDBOX_MERCHANT.crc : e.P24_CRC!,
    gatewayUrl: e.P24_URL.replace(/\/$/, ''),
    publicUrl: e.BASE_URL.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    holdMinutes: e.ORDER_HOLD_MINUTES,
  };
}
