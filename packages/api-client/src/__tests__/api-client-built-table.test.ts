import { endpoints } from '@travel/contracts/api/endpoints';
import { ApiError, createApiClient, RequiredError } from '../api-client';
import type { ApiContracts } from '../load-api-contracts';
import { loadApiContracts } from '../load-api-contracts';
import { sendTableOf } from '../send-table';

// As a browser build defines it (packages/federation/src/webpack-config.ts); read on the first call.
Object.assign(globalThis, { __API_SEND_TABLE_JSON__: JSON.stringify(sendTableOf(endpoints)) });

jest.mock('../load-api-contracts', () => ({ loadApiContracts: jest.fn() }));

function deferredContracts() {
  let resolve!: (c: ApiContracts) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<ApiContracts>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  jest.mocked(loadApiContracts).mockReturnValue(promise);
  return { resolve, reject };
}

const realContracts = (): Promise<ApiContracts> => import('../api-contracts').then((module) => module.buildApiContracts());

function mockFetch(status: number, body: unknown) {
  return jest.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => ({ status, text: async () => JSON.stringify(body) }) as unknown as Response,
  );
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('createApiClient in a browser build (send table built in)', () => {
  it('sends the request before the contracts have loaded, and answers only once they parse it', async () => {
    const contracts = deferredContracts();
    const fetch = mockFetch(200, { count: 3 });
    let answered = false;
    const pending = createApiClient({ fetch })
      .call('favoritesCount', { query: {} })
      .finally(() => {
        answered = true;
      });
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/offers/favorites/count/');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(answered).toBe(false);
    contracts.resolve(await realContracts());
    await expect(pending).resolves.toEqual({ count: 3 });
  });

  it('fills path parameters and sends a JSON body from the table', async () => {
    deferredContracts();
    const fetch = mockFetch(200, {});
    void createApiClient({ fetch }).call('hotelsOpinionsFt', { params: { hotelId: '42' } });
    void createApiClient({ fetch }).call('offersOfferAvailability', { body: { offerHash: 'abc12345', adults: 2 } });
    await flush();
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/hotels/opinions/ft/42/');
    const [, init] = fetch.mock.calls[1]!;
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ offerHash: 'abc12345', adults: 2 }) });
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('still rejects an answer that breaks the contract', async () => {
    jest.mocked(loadApiContracts).mockImplementation(realContracts);
    const reports: unknown[] = [];
    const client = createApiClient({ fetch: mockFetch(200, { count: 'many' }), onError: (r) => reports.push(r) });
    const error = await client.call('offersHitOffersCount', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/Unexpected response of offersHitOffersCount/);
    expect(reports).toHaveLength(1);
  });

  it('refuses a call without a required key, idempotency key or file before sending, contracts or not', async () => {
    deferredContracts();
    const fetch = mockFetch(200, {});
    const client = createApiClient({ fetch });
    await expect(client.call('hotelsList', { query: { location: 'grecja', offset: '0' } as never })).rejects.toThrow(
      new RequiredError('limit', 'hotelsList'),
    );
    const body = { orderId: '4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f', methodId: 'blik' as const };
    await expect(client.call('paymentOnline', { body } as never)).rejects.toThrow(new RequiredError('idempotencyKey', 'paymentOnline'));
    const params = { hotelId: '3', tempStorageDirectoryId: 'b'.repeat(32) };
    await expect(client.call('reviewImageUpload', { params } as never)).rejects.toThrow(new RequiredError('file', 'reviewImageUpload'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives a server error at once, and a failed contracts load as the call failure', async () => {
    deferredContracts();
    const failed = await createApiClient({ fetch: mockFetch(500, { message: 'Awaria' }) })
      .call('favoritesCount', { query: {} })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ name: 'ApiError', status: 500, message: 'Awaria' });

    const contracts = deferredContracts();
    const pending = createApiClient({ fetch: mockFetch(200, { count: 1 }) }).call('favoritesCount', { query: {} });
    contracts.reject(new Error('ChunkLoadError'));
    await expect(pending).rejects.toThrow('ChunkLoadError');
  });
});
