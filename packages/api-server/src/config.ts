import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every environment variable the API reads, parsed once at start. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8090),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** Offers generated on the first start when the database is empty. */
  SEED_OFFERS: z.coerce.number().int().min(0).max(5_000_000).default(30_000),
});

export type ApiConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a wrong value throws a ConfigError naming each variable. */
export function parseConfig(env: Record<string, string | undefined>): ApiConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
