/** @jest-environment node */
import { createRetryPlugin } from '../runtime/retry-plugin';
import { isNetworkFailure, retryDelay } from '../runtime/retry-policy';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof createRetryPlugin>['errorLoadRemote']>>[0];

const chunkError = () => Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });

function setup(loadRemote: jest.Mock) {
  const waits: number[] = [];
  const plugin = createRetryPlugin({ retries: 3, baseDelayMs: 100 }, async (ms) => {
    waits.push(ms);
  });
  const call = (error: unknown, lifecycle = 'onLoad') =>
    plugin.errorLoadRemote?.({ id: 'hotel/HotelPage', error, lifecycle, from: 'runtime', origin: { loadRemote } } as unknown as ErrorArgs);
  return { plugin, waits, call };
}

describe('retry plugin', () => {
  it('loads again with doubling delays until it works', async () => {
    const loadRemote = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ HotelPage: 'ok' });
    const { call, waits } = setup(loadRemote);
    await expect(call(chunkError())).resolves.toEqual({ HotelPage: 'ok' });
    expect(waits).toEqual([100, 200]);
    expect(loadRemote).toHaveBeenCalledWith('hotel/HotelPage');
  });

  it('gives up after the configured retries with the last error', async () => {
    const last = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
    const loadRemote = jest.fn().mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(last);
    const { call, waits } = setup(loadRemote);
    await expect(call(chunkError())).rejects.toBe(last);
    expect(waits).toEqual([100, 200, 400]);
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('does not retry errors of the remote’s own code or other lifecycles', async () => {
    const loadRemote = jest.fn();
    const { call } = setup(loadRemote);
    await expect(call(new TypeError('x is not a function'))).resolves.toBeUndefined();
    await expect(call(chunkError(), 'afterResolve')).resolves.toBeUndefined();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('turns a 404 manifest response into a failure', async () => {
    const { plugin } = setup(jest.fn());
    const original = globalThis.fetch;
    globalThis.fetch = jest.fn(async () => new Response('{"message":"Not Found"}', { status: 404 }));
    try {
      await expect(
        (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)('/remotes/x/mf-manifest.json', {}),
      ).rejects.toThrow('HTTP 404 for /remotes/x/mf-manifest.json');
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('retry policy', () => {
  it('classifies load failures as network failures', () => {
    expect(isNetworkFailure(chunkError())).toBe(true);
    expect(isNetworkFailure(new Error('Failed to get manifest. #RUNTIME-003'))).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });
  it('doubles the delay', () => {
    expect([1, 2, 3].map((n) => retryDelay(n, { retries: 3, baseDelayMs: 250 }))).toEqual([250, 500, 1000]);
  });
});
