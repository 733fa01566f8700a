import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { apiMutationOptions, apiQueryOptions, createApiClient, expectedApiErrors, type ApiErrorReport } from '@travel/api-client';
import { createQueryClient } from '../../../query-client';

/** The API as the client sees it: each call answers with the status and body given for its path. */
function apiAnswering(answers: Record<string, { status: number; body: unknown } | Error>) {
  return jest.fn(async (url: RequestInfo | URL) => {
    const path = String(url).split('?')[0] ?? '';
    const answer = answers[path];
    if (answer === undefined) throw new Error(`unexpected call ${String(url)}`);
    if (answer instanceof Error) throw answer;
    return { status: answer.status, text: async () => JSON.stringify(answer.body) } as unknown as Response;
  });
}

function setup(answers: Parameters<typeof apiAnswering>[0]) {
  const reports: ApiErrorReport[] = [];
  const queryClient = createQueryClient({ onApiError: (report) => reports.push(report), retry: false });
  // A client as the remotes create theirs: no error hook of its own.
  const client = createApiClient({ fetch: apiAnswering(answers) });
  return { reports, queryClient, client };
}

describe('one data layer: every failed API call is reported by the query and mutation caches', () => {
  it('reports a failed query with message, method, url, status and request, whatever the hook did', async () => {
    const { reports, queryClient, client } = setup({ '/api/offers/offer/': { status: 404, body: { message: 'Offer not found' } } });
    await queryClient.prefetchQuery(apiQueryOptions(client, 'offersOffer', { query: { offerHash: 'abc12345' } }));
    expect(reports).toEqual([
      {
        message: 'Offer not found',
        method: 'GET',
        url: '/api/offers/offer/?offerHash=abc12345',
        status: 404,
        request: { query: '?offerHash=abc12345', body: null },
        route: expect.any(String),
      },
    ]);
  });

  it('reports a failed query once, after its retries, not once per try', async () => {
    const reports: ApiErrorReport[] = [];
    const queryClient = createQueryClient({ onApiError: (report) => reports.push(report) });
    const fetch = apiAnswering({ '/api/offers/hit-offers/count/': { status: 503, body: { message: 'busy' } } });
    const client = createApiClient({ fetch });
    const observer = new QueryObserver(queryClient, { ...apiQueryOptions(client, 'offersHitOffersCount', {}), retryDelay: 0 });
    await new Promise<void>((resolve) => {
      const off = observer.subscribe((result) => {
        if (result.isError) {
          off();
          resolve();
        }
      });
    });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(reports.map((report) => report.status)).toEqual([503]);
  });

  it('reports a failed mutation with its body', async () => {
    const { reports, queryClient, client } = setup({ '/api/offers/favorites/': { status: 400, body: { message: 'offerHash: invalid' } } });
    const mutation = new MutationObserver(queryClient, apiMutationOptions(client, 'favoritesAdd'));
    await expect(mutation.mutate({ query: {}, body: { offerHash: 'x' } })).rejects.toThrow('offerHash: invalid');
    expect(reports).toEqual([expect.objectContaining({ method: 'POST', status: 400, request: { query: '', body: { offerHash: 'x' } } })]);
  });

  it('does not report a cancelled call, a network error, a missing parameter or an answer the query expects', async () => {
    const { reports, queryClient, client } = setup({
      '/api/offers/hit-offers/count/': new TypeError('Failed to fetch'),
      '/api/seo/meta/': { status: 404, body: { message: 'No page meta for this path' } },
    });
    await queryClient.prefetchQuery(apiQueryOptions(client, 'offersHitOffersCount', {}));
    await queryClient.prefetchQuery({
      ...apiQueryOptions(client, 'seoMeta', { query: { pathname: '/x/' } }),
      meta: expectedApiErrors(404),
    });
    await queryClient.prefetchQuery(apiQueryOptions(client, 'hotelsList', { query: { location: 'grecja' } as never }));

    const never = queryClient.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<never>(() => undefined) });
    await queryClient.cancelQueries({ queryKey: ['never'] });
    await expect(never).rejects.toThrow('CancelledError');

    expect(reports).toEqual([]);
    // The same 404 without the expectation is a fault like any other.
    await queryClient.prefetchQuery(apiQueryOptions(client, 'seoMeta', { query: { pathname: '/y/' } }));
    expect(reports.map((report) => report.status)).toEqual([404]);
  });

  it('does not report twice a call whose client has its own error hook', async () => {
    const { reports, queryClient } = setup({});
    const own: ApiErrorReport[] = [];
    const hooked = createApiClient({
      fetch: apiAnswering({ '/api/offers/hit-offers/count/': { status: 500, body: { message: 'boom' } } }),
      onError: (report) => own.push(report),
    });
    await queryClient.prefetchQuery(apiQueryOptions(hooked, 'offersHitOffersCount', {}));
    expect(own).toHaveLength(1);
    expect(reports).toEqual([]);
  });
});
