import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { provideDemoSecrets } from '../demo-secrets';
import { parseMarketingConfig } from '../marketing/config';
import { reviewLinkSecretFromEnv } from '../reviews/review-link';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-secrets-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('provideDemoSecrets', () => {
  it('lets the demo start in production mode: missing secrets are drawn once, kept in the data folder and reused', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', DEMO_SECRETS: '1' };
    expect(() => reviewLinkSecretFromEnv(env)).toThrow(/REVIEW_LINK_SECRET/);
    expect(provideDemoSecrets(env, dir)).toEqual(['MARKETING_SECRET', 'REVIEW_LINK_SECRET']);
    expect(reviewLinkSecretFromEnv(env)).toBe(env.REVIEW_LINK_SECRET);
    expect(() => parseMarketingConfig(env)).not.toThrow();
    expect(env.MARKETING_SECRET).not.toBe(env.REVIEW_LINK_SECRET);
    expect(statSync(join(dir, 'demo-secrets.json')).mode & 0o777).toBe(0o600);

    const restarted: NodeJS.ProcessEnv = { NODE_ENV: 'production', DEMO_SECRETS: '1' };
    provideDemoSecrets(restarted, dir);
    expect(restarted.REVIEW_LINK_SECRET).toBe(env.REVIEW_LINK_SECRET);
    expect(restarted.MARKETING_SECRET).toBe(env.MARKETING_SECRET);
  });

  it('never replaces a secret that is set, and does nothing without DEMO_SECRETS=1', () => {
    const configured: NodeJS.ProcessEnv = { NODE_ENV: 'production', DEMO_SECRETS: '1', MARKETING_SECRET: 'x'.repeat(40) };
    expect(provideDemoSecrets(configured, dir)).toEqual(['REVIEW_LINK_SECRET']);
    expect(configured.MARKETING_SECRET).toBe('x'.repeat(40));
    expect(JSON.parse(readFileSync(join(dir, 'demo-secrets.json'), 'utf8'))).not.toHaveProperty('MARKETING_SECRET');

    const production: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
    expect(provideDemoSecrets(production, dir)).toEqual([]);
    expect(production.REVIEW_LINK_SECRET).toBeUndefined();
  });
});
