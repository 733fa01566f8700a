import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The secrets a production API refuses to start without (ADR 0181, ADR 0185). */
export const DEMO_SECRET_NAMES = ['MARKETING_SECRET', 'REVIEW_LINK_SECRET'] as const;
type SecretName = (typeof DEMO_SECRET_NAMES)[number];

const FILE = 'demo-secrets.json';
const storedSchema = z.record(z.string(), z.string().min(32));

/**
 * The demo (`npm start`, `DEMO_SECRETS=1`) runs the production build, which refuses to start
 * without its signing secrets, on a fresh clone with nothing configured. For it, each missing
 * secret is drawn at random once and kept in `DATA_DIR/demo-secrets.json` (readable by the owner
 * only), so links signed before a restart stay valid. Never written into the repository, never
 * used where the variable is set; a real deployment sets the variables and not `DEMO_SECRETS`.
 * Returns the names it filled in.
 */
export function provideDemoSecrets(env: NodeJS.ProcessEnv, dataDir: string): SecretName[] {
  if (env.DEMO_SECRETS !== '1') return [];
  const missing = DEMO_SECRET_NAMES.filter((name) => (env[name] ?? '') === '');
  if (missing.length === 0) return [];
  const file = join(dataDir, FILE);
  const stored = existsSync(file) ? storedSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
  let changed = false;
  for (const name of missing) {
    if (stored[name] === undefined) {
      stored[name] = randomBytes(32).toString('base64url');
      changed = true;
    }
    env[name] = stored[name];
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return missing;
}
