import { createApiClient, type ApiClient } from '@travel/api-client';
import { eventBus } from '@travel/event-bus';

/**
 * The shell's API client for calls made outside react-query (the start-up counts): those report
 * their own failures as `api:error`. Calls through react-query need no hook of their own: the
 * query and mutation caches report every failure (`query-client.ts`), and a failure reported here
 * is not reported there again.
 */
export const shellApiClient: ApiClient = createApiClient({ onError: (report) => eventBus.emit('api:error', report) });
