import { createApiClient, type ApiClient } from '@travel/api-client';

const client = createApiClient();

/**
 * A bot-protection token for a price alert (ADR 0181): our API's challenge solved with altcha-lib
 * over WebCrypto, loaded only when a form is sent so no page pays for it up front.
 */
export async function solveBotToken(api: ApiClient = client): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
  const challenge = await api.call('marketingChallenge', { query: { action: 'price-alert' } });
  const solution = await solveChallenge({
    challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
    timeout: 60_000,
  });
  if (!solution) throw new Error('bot-check not solved');
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
