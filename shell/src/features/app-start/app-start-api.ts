import { countSchema } from '@travel/contracts/api/common';
import { userInfoResponse } from '@travel/contracts/api/content';
import { userInfoSchema, type UserInfo } from '@travel/contracts/events';

/** Spec 001 §7 calls made on start, under the API mount `/api`. */
export const FAVORITES_COUNT_URL = '/api/offers/favorites/count/';
export const HIT_OFFERS_COUNT_URL = '/api/offers/hit-offers/count/';
export const USER_INFO_URL = '/api/auth/user-info/';

export type FetchJson = (url: string) => Promise<unknown>;

/** Product calls send credentials (spec 001 §7); any non-2xx is an error. */
export const fetchJson: FetchJson = async (url) => {
  const res = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json();
};

export async function getFavoritesCount(listId: string, get: FetchJson = fetchJson): Promise<number> {
  const body = await get(`${FAVORITES_COUNT_URL}?id=${encodeURIComponent(listId)}`);
  return countSchema.parse(body).count;
}

export async function getHitOffersCount(get: FetchJson = fetchJson): Promise<number> {
  return countSchema.parse(await get(HIT_OFFERS_COUNT_URL)).count;
}

/** `null` when the server says the visitor is not signed in (an expired session, say). */
export async function getUserInfo(get: FetchJson = fetchJson): Promise<UserInfo | null> {
  const answer = userInfoResponse.parse(await get(USER_INFO_URL));
  if (!answer.authenticated || !answer.user) return null;
  const { id, email, name } = answer.user;
  return userInfoSchema.parse({ id, email, name: name || null, roles: answer.roles });
}
