import { QueryClient } from '@tanstack/react-query';
import { ApiError, createApiClient, RequiredError, setHostApiFetch, type ApiErrorReport } from '../api-client';
import { apiQueries } from '../query-options';

const item = {
  hash: 'abc12345',
  hotelId: 1,
  hotelSlug: 'hotel-a',
  hotelName: 'Hotel A',
  hotelStandard: 4,
  hotelRating: 5.1,
  reviewCount: 3,
  photo: '/images/a.jpg',
  destination: { name: 'Kreta', path: 'grecja/kreta', slug: 'kreta', locative: 'na Krecie', country: 'Grecja' },
  departureDate: '2027-01-10',
  returnDate: '2027-01-17',
  durationDays: 8,
  nights: 7,
  departureCity: 'warszawa',
  board: 'all-inclusive',
  room: { code: 'DBL', name: 'Pokój dwuosobowy' },
  transport: 'F',
  offerType: 'wypoczynek',
  tourOperator: 'itaka',
  airline: 'charter',
  directFlight: true,
  flightMinutes: 200,
  pricePerPerson: 3999.5,
  priceTotal: 7999,
  regularPricePerPerson: 3999.5,
  lowestPrice30dPerPerson: 3999.5,
  discountPercent: 0,
  isHit: false,
  placesLeft: 4,
  offersCount: 12,
  hotelAttributes: ['spa'],
  beachDistance: 100,
  transferMinutes: 30,
  lat: 35.3,
  lng: 25.1,
};

function mockFetch(status: number, body: unknown) {
  // jsdom has no Response: the client reads only status and text().
  return jest.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => ({ status, text: async () => JSON.stringify(body) }) as unknown as Response,
  );
}

describe('setHostApiFetch', () => {
  afterEach(() => setHostApiFetch(undefined));

  it('is how clients without a fetch of their own reach the API outside a browser; their own fetch still wins', async () => {
    const host = mockFetch(200, { count: 3 });
    const own = mockFetch(200, { count: 5 });
    const defaultClient = createApiClient();
    setHostApiFetch(host);
    expect(await defaultClient.call('favoritesCount', { query: {} })).toEqual({ count: 3 });
    expect(host.mock.calls[0]![0]).toBe('/api/offers/favorites/count/');
    expect(await createApiClient({ fetch: own }).call('favoritesCount', { query: {} })).toEqual({ count: 5 });
    expect(host).toHaveBeenCalledTimes(1);
  });
});

describe('createApiClient', () => {
  it('sends the query comma-joined with credentials and parses the answer with the contract', async () => {
    const fetch = mockFetch(200, { offers: [item], total: 1 });
    const client = createApiClient({ fetch });
    const res = await client.call('offersList', { query: { destinations: 'grecja/kreta,egipt', limit: '20', sortBy: 'cena' } });
    expect(res.offers[0]!.hotelName).toBe('Hotel A');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/offers/list/?destinations=grecja%2Fkreta%2Cegipt&limit=20&sortBy=cena');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('fills path parameters and sends bodies as JSON', async () => {
    const fetch = mockFetch(200, {
      offerHash: 'abc12345',
      available: true,
      reason: null,
      placesLeft: 3,
      party: { adults: 2, children: 0, infants: 0 },
      pricePerPerson: 100,
      priceTotal: 200,
    });
    const client = createApiClient({ fetch, baseUrl: 'http://api.test/api' });
    await client.call('offersOfferAvailability', { body: { offerHash: 'abc12345', adults: 2 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/offers/offer/availability/');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ offerHash: 'abc12345', adults: 2 }) });
    const opinions = mockFetch(200, {
      source: 'ft',
      ratingValue: null,
      reviewCount: 0,
      ratingDistribution: {},
      categoryRatings: {},
      items: [],
    });
    await createApiClient({ fetch: opinions }).call('hotelsOpinionsFt', { params: { hotelId: '42' } });
    expect(opinions.mock.calls[0]![0]).toBe('/api/v1/hotels/opinions/ft/42/');
  });

  it('refuses to call without a required parameter, naming it and the call', async () => {
    const fetch = mockFetch(200, {});
    const client = createApiClient({ fetch });
    await expect(client.call('hotelsList', { query: { location: 'grecja', offset: '0' } as never })).rejects.toThrow(
      new RequiredError('limit', 'hotelsList'),
    );
    await expect(client.call('offersOffer', { query: {} as never })).rejects.toThrow(
      'Required parameter offerHash was null or undefined when calling offersOffer.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the Idempotency-Key of a paying call, and refuses such a call without one', async () => {
    const answer = {
      paymentId: '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
      orderHash: 'a'.repeat(32),
      amount: 100,
      fee: 0,
      action: { type: 'redirect', url: '/api/payment/sandbox/trnRequest/ABC' },
    };
    const fetch = mockFetch(201, answer);
    const client = createApiClient({ fetch });
    const body = { orderId: '4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f', methodId: 'blik' as const };
    await expect(client.call('paymentOnline', { body, idempotencyKey: 'click-0001' })).resolves.toEqual(answer);
    expect(fetch.mock.calls[0]![1]!.headers).toMatchObject({ 'Idempotency-Key': 'click-0001' });
    await expect(client.call('paymentOnline', { body } as never)).rejects.toThrow(new RequiredError('idempotencyKey', 'paymentOnline'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports failed calls with the server message, but not cancellations', async () => {
    const reports: ApiErrorReport[] = [];
    const client = createApiClient({
      fetch: mockFetch(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid parameter adults: expected an integer',
        parameter: 'adults',
      }),
      onError: (r) => reports.push(r),
    });
    const err = await client.call('offersCount', { query: { adults: 'x' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect(reports).toEqual([
      expect.objectContaining({
        message: 'Invalid parameter adults: expected an integer',
        method: 'GET',
        status: 400,
        url: '/api/offers/searcher/offer-count/?adults=x',
      }),
    ]);

    const controller = new AbortController();
    const aborting = createApiClient({
      fetch: (_u, init) =>
        new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      onError: (r) => reports.push(r),
    });
    const pending = aborting.call('authUserInfo', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(reports).toHaveLength(1);
  });

  it('treats an answer that breaks the contract as an error', async () => {
    const reports: ApiErrorReport[] = [];
    const client = createApiClient({ fetch: mockFetch(200, { count: 'many' }), onError: (r) => reports.push(r) });
    await expect(client.call('offersHitOffersCount', {})).rejects.toBeInstanceOf(ApiError);
    expect(reports[0]!.message).toMatch(/Unexpected response of offersHitOffersCount/);
  });
});

describe('apiQueries', () => {
  it('builds react-query options keyed by call and arguments, passing the abort signal', async () => {
    const fetch = mockFetch(200, { count: 7 });
    const client = createApiClient({ fetch });
    const qc = new QueryClient();
    const options = apiQueries.offersCount(client, { destinations: 'egipt' });
    expect(options.queryKey).toEqual(['api', 'offersCount', { query: { destinations: 'egipt' } }]);
    expect(options.staleTime).toBe(60_000);
    await expect(qc.fetchQuery(options)).resolves.toEqual({ count: 7 });
    expect(fetch.mock.calls[0]![1]!.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('a multipart call (reviewImageUpload)', () => {
  const photo = { fileName: `${'a'.repeat(32)}.jpg`, url: '/api/review/images/x', rotateInfo: 90, width: 3, height: 4 };
  const params = { hotelId: '3', tempStorageDirectoryId: 'b'.repeat(32) };

  it('sends the file and its fields as FormData, leaving the content type (with its boundary) to the browser', async () => {
    const fetch = mockFetch(201, { photo });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'wakacje.jpg', { type: 'image/jpeg' });
    const answer = await createApiClient({ fetch }).call('reviewImageUpload', { params, file, fields: { rotateInfo: '90' } });
    expect(answer.photo.rotateInfo).toBe(90);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/review/images/hotel/3/${'b'.repeat(32)}/`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).not.toHaveProperty('Content-Type');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('rotateInfo')).toBe('90');
    expect((body.get('file') as File).name).toBe('wakacje.jpg');
  });

  it('fails before sending anything without a file', async () => {
    const fetch = mockFetch(201, { photo });
    await expect(createApiClient({ fetch }).call('reviewImageUpload', { params } as never)).rejects.toBeInstanceOf(RequiredError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
