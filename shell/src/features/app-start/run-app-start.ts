import type { ApiClient } from '@travel/api-client';
import { AUTHCHECK_COOKIE, FAVORITES_MARKER_COOKIE } from '@travel/contracts/events';
import type { EventBus } from '@travel/event-bus';
import { getFavoritesCount, getUserInfo } from './app-start-api';

export interface AppStartDeps {
  bus: EventBus;
  readCookie: (name: string) => string | null;
  client: ApiClient;
  setFavoritesIsPending: (pending: boolean) => void;
  /** Failures are not shown to the visitor: the header simply has no count. */
  onError?: (error: unknown, call: string) => void;
}

/**
 * docs/product/shell-and-ui.md: favourites count if the favourites cookie exists, user info only
 * if `authcheck` equals 1. Both run in parallel; each failure is swallowed on its own. No hit-offer
 * count: nothing on any page shows one, so a call on every page load bought nothing. Favourites and user go out on the bus (state events), so remotes that
 * mount later see them too.
 */
export async function runAppStart(deps: AppStartDeps): Promise<void> {
  const onError = deps.onError ?? ((error, call) => console.warn(`app start: ${call} failed`, error));
  // The list id itself is HttpOnly; the API reads it from the cookie the request carries.
  const hasFavorites = deps.readCookie(FAVORITES_MARKER_COOKIE) === '1';
  const tasks: Array<Promise<void>> = [];

  if (hasFavorites) {
    deps.setFavoritesIsPending(true);
    tasks.push(
      getFavoritesCount(deps.client)
        .then((count) => {
          deps.bus.emit('favorites:count-changed', { count });
        })
        .catch((error: unknown) => onError(error, 'favorites count'))
        .finally(() => deps.setFavoritesIsPending(false)),
    );
  }

  if (deps.readCookie(AUTHCHECK_COOKIE) === '1') {
    tasks.push(
      getUserInfo(deps.client)
        .then((user) => {
          deps.bus.emit('user:info', user);
        })
        .catch((error: unknown) => {
          deps.bus.emit('user:info', null);
          onError(error, 'user info');
        }),
    );
  } else {
    deps.bus.emit('user:info', null);
  }

  await Promise.all(tasks);
}
