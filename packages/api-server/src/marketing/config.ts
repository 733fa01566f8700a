import { z } from 'zod';

/** The secret of a shop that has none configured: public, so only outside production. */
export const SANDBOX_MARKETING_SECRET = 'sandbox-marketing-secret-0000000000000000';

export interface MarketingConfig {
  /** Signs the bot-protection challenges and the newsletter's unsubscribe links (HMAC). */
  secret: string;
  /** The proof of work: the solver tries counters from 0 up to one drawn from this range (SHA-256 each). */
  botCounterMin: number;
  botCounterMax: number;
  /** How long a challenge may be solved and sent, ms. */
  challengeTtlMs: number;
  /** How long the double opt-in link of the newsletter works, ms. */
  confirmTtlMs: number;
}

const envSchema = z.object({
  MARKETING_SECRET: z.string().min(32, 'must be at least 32 characters (a random secret of the shop)').optional(),
  NODE_ENV: z.string().optional(),
});

export class MarketingConfigError extends Error {}

/**
 * `MARKETING_SECRET` from the environment, parsed once at start (ADR 0181). Production needs it and
 * stops with a message naming it; elsewhere a public sandbox secret is used, as the sandbox payment
 * keys are (a sandbox value can never sign a production link).
 */
export function parseMarketingConfig(env: Record<string, string | undefined>): MarketingConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new MarketingConfigError(`Invalid marketing configuration:\n${lines.join('\n')}`);
  }
  const { MARKETING_SECRET, NODE_ENV } = result.data;
  if (MARKETING_SECRET === undefined && NODE_ENV === 'production')
    throw new MarketingConfigError('Invalid marketing configuration:\n  MARKETING_SECRET: required when NODE_ENV=production');
  return {
    secret: MARKETING_SECRET ?? SANDBOX_MARKETING_SECRET,
    botCounterMin: 20_000,
    botCounterMax: 50_000,
    challengeTtlMs: 10 * 60_000,
    confirmTtlMs: 7 * 24 * 60 * 60_000,
  };
}
