import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { createApiClient, type ApiClient } from '@travel/api-client';
import type { BotAction } from '@travel/contracts/api/marketing';

const client = createApiClient();

/**
 * A bot-protection token for one named action: a fresh challenge from our API, solved with
 * altcha-lib's `solveChallenge` over WebCrypto SHA-256 (each digest is asynchronous, so the page
 * stays responsive), packed as the API expects: base64 of `{ challenge, solution }`. No
 * third-party script, no worker (ADR 0181: a webpack worker chunk of a federated remote carries
 * the federation runtime, which the CSP refuses).
 */
export async function solveBotToken(action: BotAction, api: ApiClient = client): Promise<string> {
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
