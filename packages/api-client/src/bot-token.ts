import type { BotAction } from '@travel/contracts/api/marketing';
import { createApiClient, type ApiClient } from './api-client';

let defaultClient: ApiClient | undefined;

/**
 * A bot-protection token for one named action of a public form (newsletter, enquiry, price alert):
 * a fresh challenge from our API (`marketingChallenge`), solved with altcha-lib's `solveChallenge`
 * over WebCrypto SHA-256 (each digest is asynchronous, so the page stays responsive), packed as the
 * API expects: base64 of `{ challenge, solution }`. altcha-lib is loaded only when a form is sent,
 * so no page pays for it up front. No third-party script, no worker (ADR 0181: a webpack worker
 * chunk of a federated remote carries the federation runtime, which the CSP refuses).
 * Rejects with `Error('bot-check not solved')` when no solution is found in time.
 */
export async function solveBotToken(action: BotAction, api: ApiClient = (defaultClient ??= createApiClient())): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
  const challenge = await api.call('marketingChallenge', { query: { action } });
  const solution = await solveChallenge({
    challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
    timeout: 60_000,
  });
  if (!solution) throw new Error('bot-check not solved');
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
