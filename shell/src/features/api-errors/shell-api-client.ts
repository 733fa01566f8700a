import { createApiClient, type ApiClient } from '@travel/api-client';
import { eventBus } from '@travel/event-bus';

/**
 * The shell's API client. Failed calls go out as `api:error`, the same way every remote's client
 * should report them (`onError: (report) => eventBus.emit('api:error', report)`).
 */
export const shellApiClient: ApiClient = createApiClient({ onError: (report) => eventBus.emit('api:error', report) });
