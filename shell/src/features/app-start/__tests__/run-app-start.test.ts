import { createApiClient } from '@travel/api-client';
import { createEventBus } from '@travel/event-bus';
import { runAppStart, type AppStartDeps } from '../run-app-start';

function setup(cookies: Record<string, string>, answers: Record<string, unknown | Error>) {
  const bus = createEventBus();
  const calls: string[] = [];
  const deps: AppStartDeps = {
    bus,
    readCookie: (name) => cookies[name] ?? null,
    client: createApiClient({
      fetch: (async (input: string) => {
        const url = String(input);
        calls.push(url);
        const key = Object.keys(answers).find((prefix) => url.startsWith(prefix));
        const answer = key === undefined ? new Error('no answer') : answers[key];
        if (answer instanceof Error) throw answer;
        return { status: 200, text: async () => JSON.stringify(answer) };
      }) as unknown as typeof fetch,
    }),
    setFavoritesIsPending: jest.fn(),
    onError: jest.fn(),
  };
  return { bus, calls, deps };
}

const USER = { authenticated: true, user: { id: '7', email: 'ola@example.pl', name: 'Ola' }, roles: ['ROLE_AI_SEO'] };

describe('application start', () => {
  it('asks for nothing for an anonymous visitor without favourites, and announces no user', async () => {
    const { bus, calls, deps } = setup({}, { '/api/offers/hit-offers/count/': { count: 12 } });
    await runAppStart(deps);
    expect(calls).toEqual([]);
    expect(deps.setFavoritesIsPending).not.toHaveBeenCalled();
    expect(bus.last('user:info')).toBeNull();
  });

  it('fetches the favourites count when the favourites marker cookie exists', async () => {
    const { bus, calls, deps } = setup({ favorites: '1' }, { '/api/offers/favorites/count/': { count: 3 } });
    await runAppStart(deps);
    expect(calls).toContain('/api/offers/favorites/count/');
    expect(bus.last('favorites:count-changed')).toEqual({ count: 3 });
    expect(deps.setFavoritesIsPending).toHaveBeenNthCalledWith(1, true);
    expect(deps.setFavoritesIsPending).toHaveBeenLastCalledWith(false);
  });

  it('fetches user info only when authcheck equals 1', async () => {
    const signedIn = setup({ authcheck: '1' }, { '/api/auth/user-info/': USER });
    await runAppStart(signedIn.deps);
    expect(signedIn.calls).toContain('/api/auth/user-info/');
    expect(signedIn.bus.last('user:info')).toEqual({ id: '7', email: 'ola@example.pl', name: 'Ola', roles: ['ROLE_AI_SEO'] });

    const other = setup({ authcheck: '0' }, {});
    await runAppStart(other.deps);
    expect(other.calls).not.toContain('/api/auth/user-info/');
  });

  it('tolerates every call failing, silently for the visitor', async () => {
    const { bus, deps } = setup({ authcheck: '1', favorites: '1' }, {});
    await expect(runAppStart(deps)).resolves.toBeUndefined();
    expect(deps.onError).toHaveBeenCalledTimes(2);
    expect(bus.last('user:info')).toBeNull();
    expect(bus.last('favorites:count-changed')).toBeUndefined();
    expect(deps.setFavoritesIsPending).toHaveBeenLastCalledWith(false);
  });

  it('announces a signed-out visitor when the server says the session is gone', async () => {
    const { bus, deps } = setup({ authcheck: '1' }, { '/api/auth/user-info/': { authenticated: false, user: null, roles: [] } });
    await runAppStart(deps);
    expect(bus.last('user:info')).toBeNull();
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('rejects a malformed count instead of showing it', async () => {
    const { bus, deps } = setup({ favorites: '1' }, { '/api/offers/favorites/count/': { count: -1 } });
    await runAppStart(deps);
    expect(bus.last('favorites:count-changed')).toBeUndefined();
    expect(deps.onError).toHaveBeenCalledTimes(1);
  });
});
