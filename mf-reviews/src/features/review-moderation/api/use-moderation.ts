import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiMutationOptions, apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';
import type { z } from 'zod';
import type { moderationQueueQuery } from '@travel/contracts';

const client = createApiClient();

export type ModerationStatus = NonNullable<z.infer<typeof moderationQueueQuery>['status']>;
export const MODERATION_STATUSES: readonly ModerationStatus[] = ['to_verification', 'published', 'rejected'];

/** `GET /api/review/moderation/?status=`: the reviews waiting for verification (oldest first), or the decided ones (ROLE_ADMIN). */
export function useModerationQueue(status: ModerationStatus, api: ApiClient = client) {
  return useQuery(apiQueryOptions(api, 'reviewModerationQueue', { query: { status } }));
}

/** Publish and reject; every list is read again after either (the review moves between them). */
export function useModerationDecisions(api: ApiClient = client) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: ['api', 'reviewModerationQueue'] });
  const publish = useMutation({ ...apiMutationOptions(api, 'reviewModerationPublish'), onSettled });
  const reject = useMutation({ ...apiMutationOptions(api, 'reviewModerationReject'), onSettled });
  return { publish, reject };
}
