import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../api-client';
import { apiMutationOptions } from '../mutation-options';

const favorites = { offers: [], missing: ['abc12345'] };

function recordingFetch(status: number, body: unknown) {
  return jest.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => ({ status, text: async () => JSON.stringify(body) }) as unknown as Response,
  );
}

describe('apiMutationOptions', () => {
  it('calls the endpoint with the variables as its arguments and resolves with the parsed answer', async () => {
    const fetch = recordingFetch(200, favorites);
    const options = apiMutationOptions(createApiClient({ fetch }), 'favoritesAdd');
    const observer = new MutationObserver(new QueryClient(), options);

    await expect(observer.mutate({ query: {}, body: { offerHash: 'abc12345' } })).resolves.toEqual(favorites);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/offers/favorites/');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ offerHash: 'abc12345' }) });
  });

  it('keys the mutation by endpoint, so running calls of one endpoint can be found', async () => {
    let answer!: (response: Response) => void;
    let called!: () => void;
    const sent = new Promise<void>((resolve) => (called = resolve));
    const fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
          called();
        }),
    );
    const queryClient = new QueryClient();
    const observer = new MutationObserver(queryClient, apiMutationOptions(createApiClient({ fetch }), 'favoritesRemove'));

    const running = observer.mutate({ query: {}, body: { offerHash: 'abc12345' } });
    await sent;
    expect(queryClient.isMutating({ mutationKey: ['api', 'favoritesRemove'] })).toBe(1);
    expect(queryClient.isMutating({ mutationKey: ['api', 'favoritesAdd'] })).toBe(0);
    answer({ status: 200, text: async () => JSON.stringify(favorites) } as unknown as Response);
    await running;
    expect(queryClient.isMutating({ mutationKey: ['api', 'favoritesRemove'] })).toBe(0);
  });

  it('fails with the API’s message', async () => {
    const observer = new MutationObserver(
      new QueryClient(),
      apiMutationOptions(createApiClient({ fetch: recordingFetch(400, { message: 'body.offerHash: Invalid string' }) }), 'favoritesAdd'),
    );
    await expect(observer.mutate({ query: {}, body: { offerHash: '' } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'body.offerHash: Invalid string',
    });
  });

  it('is only for calls that change something', () => {
    // @ts-expect-error a GET is a query: apiQueryOptions
    apiMutationOptions(createApiClient(), 'offersList');
    expect(apiMutationOptions(createApiClient(), 'favoritesReplace').mutationKey).toEqual(['api', 'favoritesReplace']);
  });
});
