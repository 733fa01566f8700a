import type { ApiClient } from '@travel/api-client';
import type { UserInfo } from '@travel/contracts/events';

/** docs/product/shell-and-ui.md, through the typed client (`/api` + the contract paths). */
/** The visitor's list is found by the HttpOnly favourites cookie the request carries. */
export async function getFavoritesCount(client: ApiClient): Promise<number> {
  return (await client.call('favoritesCount', { query: {} })).count;
}

/** `null` when the server says the visitor is not signed in (an expired session, say). */
export async function getUserInfo(client: ApiClient): Promise<UserInfo | null> {
  const answer = await client.call('authUserInfo', {});
  if (!answer.authenticated || !answer.user) return null;
  const { id, email, name } = answer.user;
  // The schema module comes with zod, which no first paint loads (docs/adr/0192-first-load-budget.md).
  const { userInfoSchema } = await import('@travel/contracts/event-schemas');
  return userInfoSchema.parse({ id, email, name: name || null, roles: answer.roles });
}
