import { createApiClient } from '@travel/api-client';
import { FAVORITES_LIMIT } from '@travel/contracts/api/offers';
import { createFavoritesApi } from '../favorites-api';
import { FavoritesLimitError } from '../favorites-limit-error';

const answering = (status: number, body: unknown) =>
  createApiClient({
    // jsdom has no Response: the client reads only status and text().
    fetch: async () => ({ status, text: async () => JSON.stringify(body) }) as unknown as Response,
  });

describe('favourites API', () => {
  it('turns the 409 of a full list into a FavoritesLimitError carrying the limit', async () => {
    const api = createFavoritesApi(
      answering(409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'favorites-limit',
        message: `A favourites list holds at most ${FAVORITES_LIMIT} offers`,
        limit: FAVORITES_LIMIT,
      }),
    );
    const failure = await api.add('abcd1234').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FavoritesLimitError);
    expect((failure as FavoritesLimitError).limit).toBe(FAVORITES_LIMIT);
  });

  it('leaves any other failure as it was', async () => {
    const api = createFavoritesApi(answering(404, { statusCode: 404, error: 'Not Found', message: 'Offer not found' }));
    const failure = await api.add('abcd1234').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(FavoritesLimitError);
    expect((failure as Error).message).toBe('Offer not found');
  });

  it('reads the list without an id: the answer holds none', async () => {
    const api = createFavoritesApi(answering(200, { offers: [], missing: ['gone1234'] }));
    expect(await api.list()).toEqual({ offers: [], missing: ['gone1234'] });
  });
});
