/**
 * @jest-environment node
 */
// WebCrypto (crypto.subtle), which the solver and the check use, is Node's; jsdom has none.
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ApiClient } from '../api-client';
import { solveBotToken } from '../bot-token';

// The token every public form sends (newsletter, enquiry, price alert; ADR 0181): the API's
// challenge for the action, solved, packed as base64 of { challenge, solution }.
async function apiWithChallenge(difficulty: number) {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: difficulty,
    deriveKey,
    data: { action: 'newsletter' },
    hmacSignatureSecret: 'test-secret',
  });
  const call = jest.fn(async () => challenge);
  return { api: { call } as unknown as ApiClient, call, challenge };
}

describe('solveBotToken', () => {
  it("asks for the action's challenge and answers a token the server's check accepts", async () => {
    const { api, call } = await apiWithChallenge(10);
    const token = await solveBotToken('newsletter', api);
    expect(call).toHaveBeenCalledWith('marketingChallenge', { query: { action: 'newsletter' } });
    const packed = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(token), (c) => c.charCodeAt(0)))) as {
      challenge: Parameters<typeof verifySolution>[0]['challenge'];
      solution: Parameters<typeof verifySolution>[0]['solution'];
    };
    const result = await verifySolution({ ...packed, deriveKey, hmacSignatureSecret: 'test-secret' });
    expect(result.verified).toBe(true);
  });
});
