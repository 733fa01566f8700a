/// <reference lib="webworker" />
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { BotChallenge } from '@travel/contracts/api/marketing';

/**
 * Solves one ALTCHA challenge off the main thread (WebCrypto SHA-256), so typing and scrolling stay
 * smooth while the form proves it is not a script (ADR 0181). Answers the solution or null.
 */
self.onmessage = async (event: MessageEvent<BotChallenge>) => {
  const challenge = event.data as Parameters<typeof solveChallenge>[0]['challenge'];
  try {
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
    self.postMessage({ solution });
  } catch {
    self.postMessage({ solution: null });
  }
};
