import { mutationOptions } from '@tanstack/react-query';
import type { EndpointName, Endpoints } from '@travel/contracts';
import type { ApiClient, CallArgs, CallResult } from './api-client';

/** Endpoints that change something: every method but GET. */
export type MutationEndpointName = {
  [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? never : N;
}[EndpointName];

/**
 * react-query options for any endpoint that changes something (POST, PUT, DELETE): the variables
 * are the call's arguments (query, params, body as the contracts define them), the data its
 * parsed answer. The key is `['api', name]`, so `useMutationState` and `useIsMutating` can find
 * every running call of one endpoint. Spread it and add what the page needs:
 * `useMutation({ ...apiMutationOptions(client, 'favoritesAdd'), onMutate, onSettled, scope })`.
 * Failures are reported by the shell's mutation cache, like the queries'.
 */
export function apiMutationOptions<N extends MutationEndpointName>(client: ApiClient, name: N) {
  return mutationOptions<CallResult<N>, Error, CallArgs<N>>({
    mutationKey: ['api', name] as const,
    mutationFn: (args) => client.call(name, args),
  });
}
