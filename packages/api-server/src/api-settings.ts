import { z } from 'zod';
import { ConfigError, databaseReadUrlsFromEnv, demoAccountsFromEnv, pgliteThreadFromEnv, type PgliteThread } from './config';
import { outboxSettingsFromEnv, type OutboxSettings } from './mail/outbox';
import { parseMarketingConfig, type MarketingConfig } from './marketing/config';
import { parsePaymentConfig, type PaymentConfig } from './payments/config';
import { idempotencyLeaseFromEnv } from './queries/idempotency';
import { reviewLinkSecretFromEnv } from './reviews/review-link';
import { staffLinksFromEnv, type StaffLinksConfig } from './staff/staff-links';

/**
 * What the API plugin reads from the environment, parsed once by the host's `main` and passed in
 * (docs/adr/0256-one-config-passed-down.md). No module below the plugin reads `process.env`.
 */
export interface ApiSettings {
  /** Payment gateway, mail transport and the shop's public address (ADR 0150). */
  readonly payments: PaymentConfig;
  /** The newsletter's and the forms' secret and bot protection (ADR 0181). */
  readonly marketing: MarketingConfig;
  /** HMAC secret of the review links in booking e-mails (docs/adr/0185-hotel-reviews.md). */
  readonly reviewLinkSecret: string;
  /** The mail outbox's lease and timer (docs/adr/0205-outbox-idempotency-lanes.md). */
  readonly outbox: OutboxSettings;
  /** The CMS, MDS and hotel-points addresses of the staff links. */
  readonly staffLinks: StaffLinksConfig;
  /** Create (and print) the demo accounts when seeding an empty database (docs/adr/0140-staff-sign-in.md). */
  readonly demoAccounts: boolean;
  /** How soon an idempotency key whose process died can be used again, ms. */
  readonly idempotencyLeaseMs: number;
  /** Where the embedded PGlite runs (docs/adr/0115-pglite-worker-thread.md). */
  readonly pgliteThread: PgliteThread;
  /** Replicas for the search, hotel, guide and SEO reads (docs/adr/0285-reads-from-replicas.md); empty: none. */
  readonly databaseReadUrls: readonly string[];
  /** `NODE_ENV=production`: a sandbox payment gateway is warned about. */
  readonly production: boolean;
}

/**
 * Every API setting from one environment. Every bad or missing value is reported at once, in one
 * ConfigError naming each variable. An empty environment gives the development settings (sandbox
 * gateway, public development secrets), which production refuses.
 */
export function parseApiSettings(env: Record<string, string | undefined>): ApiSettings {
  const problems: string[] = [];
  const part = <T>(variables: string, parse: () => T): T => {
    try {
      return parse();
    } catch (error) {
      if (error instanceof z.ZodError) problems.push(...error.issues.map((i) => `  ${variables}: ${i.message}`));
      else if (error instanceof Error) problems.push(...error.message.split('\n').slice(1));
      else throw error;
      return undefined as T;
    }
  };
  const settings: ApiSettings = {
    payments: part('PAYMENT_*', () => parsePaymentConfig(env)),
    marketing: part('MARKETING_SECRET', () => parseMarketingConfig(env)),
    reviewLinkSecret: part('REVIEW_LINK_SECRET', () => reviewLinkSecretFromEnv(env)),
    outbox: part('OUTBOX_LEASE_MS / OUTBOX_INTERVAL_MS', () => outboxSettingsFromEnv(env)),
    staffLinks: part('STAFF_*_URL', () => staffLinksFromEnv(env)),
    demoAccounts: part('DEMO_ACCOUNTS', () => demoAccountsFromEnv(env)),
    idempotencyLeaseMs: part('IDEMPOTENCY_LEASE_MS', () => idempotencyLeaseFromEnv(env)),
    pgliteThread: part('PGLITE_THREAD', () => pgliteThreadFromEnv(env)),
    databaseReadUrls: part('DATABASE_READ_URLS', () => databaseReadUrlsFromEnv(env)) ?? [],
    production: env.NODE_ENV === 'production',
  };
  if (problems.length > 0) throw new ConfigError(`Invalid API configuration:\n${problems.join('\n')}`);
  return settings;
}

/** The settings of a host that passes none: tests and scripts, never production (its `main` passes them). */
export const developmentApiSettings = (): ApiSettings => parseApiSettings({});
