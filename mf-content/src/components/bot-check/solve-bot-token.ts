import { createApiClient, type ApiClient } from '@travel/api-client';
import type { BotAction, BotChallenge } from '@travel/contracts/api/marketing';
import { createPowWorker } from './create-pow-worker';

const client = createApiClient();

/** The worker's answer: the ALTCHA solution, or null when it gave up. */
interface WorkerAnswer {
  solution: { counter: number; derivedKey: string; time?: number } | null;
}

function solveInWorker(challenge: BotChallenge): Promise<WorkerAnswer['solution']> {
  const worker = createPowWorker();
  return new Promise<WorkerAnswer['solution']>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => resolve(event.data.solution);
    worker.onerror = () => reject(new Error('bot-check worker failed'));
    worker.postMessage(challenge);
  }).finally(() => worker.terminate());
}

/**
 * A bot-protection token for one named action: a fresh challenge from our API, solved in a Web
 * Worker, packed as the API expects (base64 of `{ challenge, solution }`). No third-party script.
 */
export async function solveBotToken(action: BotAction, api: ApiClient = client): Promise<string> {
  const challenge = await api.call('marketingChallenge', { query: { action } });
  const solution = await solveInWorker(challenge);
  if (!solution) throw new Error('bot-check not solved');
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
