import { QueryClient } from '@tanstack/react-query';
import { ApiError, isNotFound, type ApiClient, type PageLoaderContext } from '@travel/api-client';
import { hotelPageLoader } from '../hotel-page-loader';
import { offerPageLoader } from '../offer-page-loader';
import { hotelsListingPageLoader } from '../hotels-listing-page-loader';
import { previewPageLoader } from '../preview-page-loader';
import { offerPreviewQuery } from '../../features/offer-preview';
import { comparePageLoader } from '../compare-page-loader';
import { comparedExtraQuery, comparedHotelQuery, comparedOfferQuery } from '../../features/compare';

const NOW = new Date('2026-11-23T11:00:00Z');

/** A client that answers by endpoint name; an unknown name is a 404 like the API's. */
function fakeClient(answers: Record<string, unknown>): ApiClient & { names: string[] } {
  const names: string[] = [];
  return {
    names,
    call: (async (name: string) => {
      names.push(name);
      if (name in answers) return answers[name];
      throw new ApiError('HTTP 404', 404, { statusCode: 404 }, `/api/${name}`);
    }) as ApiClient['call'],
  };
}

const context = (client: ApiClient, params: Record<string, string>, search = ''): PageLoaderContext & { queryClient: QueryClient } => ({
  pathname: '/',
  search,
  params,
  queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  client,
  now: NOW,
  signal: new AbortController().signal,
});

/** What a loader threw, or null when it finished. */
const failureOf = async (run: unknown): Promise<unknown> => {
  try {
    await run;
    return null;
  } catch (error) {
    return error;
  }
};

describe('hotel page loader', () => {
  it('says not found for an unknown slug (the site server answers 404)', async () => {
    const client = fakeClient({});
    expect(isNotFound(await failureOf(hotelPageLoader(context(client, { hotelSlug: 'nie-ma' }))))).toBe(true);
    expect(client.names).toEqual(['hotelsHotel']);
  });

  it('reads the hotel by slug, then by its id the configured offer, opinions and FAQ', async () => {
    const client = fakeClient({
      hotelsHotel: { hotel: { id: 170 } },
      offersOfferConfig: {},
      hotelsOpinionsSummary: {},
      hotelsOpinionsList: {},
    });
    const ctx = context(client, { hotelSlug: 'grand-cristal' }, '?dorosli=3&termin=13.03.2027');
    await hotelPageLoader(ctx);
    expect(client.names[0]).toBe('hotelsHotel');
    expect(new Set(client.names)).toEqual(
      new Set([
        'hotelsHotel',
        'offersOfferConfig',
        'hotelsOpinionsSummary',
        'hotelsOpinionsList',
        'hotelsOpinionsDescription',
        'hotelsOpinionsFt',
        'hotelsOpinionsHc',
        'hotelsFaq',
      ]),
    );
    const config = ctx.queryClient.getQueryCache().findAll({ queryKey: ['api', 'offersOfferConfig'] })[0];
    expect(config?.queryKey[2]).toEqual({
      query: { adults: '3', mdsRelationId: '170', departureDateFrom: '2027-03-13' },
    });
  });
});

describe('offer page loader', () => {
  it('prices the offer for the party of the address and says not found for an unknown hash', async () => {
    const found = fakeClient({ offersOffer: { offer: {} }, seoSchemaOffer: { schema: {} } });
    const ctx = context(found, { offerHash: 'abcd1234' }, '?dorosli=1');
    await offerPageLoader(ctx);
    expect(ctx.queryClient.getQueryCache().findAll({ queryKey: ['api', 'offersOffer'] })[0]?.queryKey[2]).toEqual({
      query: { offerHash: 'abcd1234', adults: '1' },
    });
    expect(isNotFound(await failureOf(offerPageLoader(context(fakeClient({}), { offerHash: 'abcd1234' }))))).toBe(true);
  });
});

describe('hotels listing loader', () => {
  it('reads the place, then its hotels under the filters of the address; an unknown place is not found', async () => {
    const client = fakeClient({ guideLocationDetails: {}, hotelsList: {}, hotelsLocationCount: {}, hotelsFilters: {} });
    const ctx = context(client, { '*': 'grecja/kreta' }, '?opinie=4,6&strona=2');
    await hotelsListingPageLoader(ctx);
    expect(client.names[0]).toBe('guideLocationDetails');
    expect(ctx.queryClient.getQueryCache().findAll({ queryKey: ['api', 'hotelsList'] })[0]?.queryKey[2]).toEqual({
      query: { location: 'grecja/kreta', limit: '20', offset: '20', sortBy: 'popularnosc', hotelRating: '4,6' },
    });
    expect(isNotFound(await failureOf(hotelsListingPageLoader(context(fakeClient({}), { '*': 'atlantyda' }))))).toBe(true);
  });
});

describe('preview page loader', () => {
  it('prefetches the preview under the key the page reads; an unknown code is not found (404)', async () => {
    const preview = { offer: { hash: 'abcd1234' }, available: false, reason: 'departed' };
    const client = fakeClient({ offersPreview: preview });
    const ctx = context(client, { previewOfferId: 'abcd1234' });
    await previewPageLoader(ctx);
    expect(ctx.queryClient.getQueryData(offerPreviewQuery('abcd1234').queryKey)).toEqual(preview);
    expect(isNotFound(await failureOf(previewPageLoader(context(fakeClient({}), { previewOfferId: 'zzzz0000' }))))).toBe(true);
  });
});

describe('compare page loader', () => {
  const party = { adults: 3, children: [] };
  const query = '?oferty=abcd1234,efgh5678&dorosli=3';

  it('prefetches each offer, its extras and its hotel under the keys the page reads, so the table is in the HTML', async () => {
    const client = fakeClient({ offersOffer: { offer: { hotelId: 170 } }, offersExtraMdsInfo: {}, hotelsHotel: { hotel: {} } });
    const ctx = context(client, {}, query);
    await comparePageLoader(ctx);
    for (const hash of ['abcd1234', 'efgh5678']) {
      expect(ctx.queryClient.getQueryData(comparedOfferQuery(client, hash, party).queryKey)).toEqual({ offer: { hotelId: 170 } });
      expect(ctx.queryClient.getQueryData(comparedExtraQuery(client, hash, party).queryKey)).toEqual({});
    }
    expect(ctx.queryClient.getQueryData(comparedHotelQuery(client, 170).queryKey)).toEqual({ hotel: {} });
  });

  it('leaves a gone offer to the page (no hotel asked, no failure) and asks nothing without offers', async () => {
    const gone = fakeClient({ offersExtraMdsInfo: {} });
    expect(await failureOf(comparePageLoader(context(gone, {}, query)))).toBeNull();
    expect(gone.names.filter((name) => name === 'hotelsHotel')).toEqual([]);
    const none = fakeClient({});
    await comparePageLoader(context(none, {}, ''));
    expect(none.names).toEqual([]);
  });
});
