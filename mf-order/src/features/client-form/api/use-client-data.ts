import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiMutationOptions, apiQueryOptions, createApiClient } from '@travel/api-client';
import type { ClientDraft } from '@travel/contracts/api/order-validation';
import { eventBus } from '@travel/event-bus';
import { useTranslation } from '@travel/i18n';
import { useAutosave } from '@travel/ui';

const client = createApiClient();
/**
 * The same calls with `keepalive`: a request started while the page is hidden or unloaded is still
 * sent after the page is gone (ADR 0160: a reload at any step keeps what was typed).
 */
const lastingClient = createApiClient({ fetch: (input, init) => fetch(input, { ...init, keepalive: true }) });

/** `GET /api/purchase/nationality-list/`: ISO codes with Polish names, Poland first. */
export function useNationalities() {
  return useQuery({ ...apiQueryOptions(client, 'purchaseNationalityList', {}), staleTime: Infinity });
}

/** `POST /api/purchase/order/reservation/client/`: the checked client data (400 names each field). */
export function useSaveClientData() {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(client, 'purchaseClientData'),
    scope: { id: 'order-client' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api', 'orderSummary'] }),
  });
}

/** The server's word that the order is reserved or cancelled and its data can no longer change (409 `order-closed`). */
export const isOrderClosed = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 409 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  (error.body as { code?: unknown }).code === 'order-closed';

/**
 * Saves the draft as the shopper types (`PATCH /api/purchase/order/reservation/client/`), at most
 * one call per pause in typing, one at a time, so a reload at any step keeps what was typed
 * (ADR 0160). A draft still waiting for its pause is sent at once when the page is hidden or left
 * (a request that outlives the page) and when the step unmounts.
 */
export function useDraftAutosave(orderId: string, draft: ClientDraft) {
  const { t } = useTranslation('order');
  const queryClient = useQueryClient();
  const save = useMutation({
    ...apiMutationOptions(client, 'purchaseClientDraft'),
    scope: { id: 'order-client' },
    onError: (error) => {
      // Reserved meanwhile (another tab): the order's new state shows the data read-only; the connection is fine.
      if (isOrderClosed(error)) void queryClient.invalidateQueries({ queryKey: ['api', 'orderSummary'] });
      else eventBus.emit('toast:show', { id: 'order-draft-save', module: 'order', type: 'warning', message: t('toasts.saveFailed') });
    },
  });
  const { mutate } = save;
  useAutosave(draft, (typed) => mutate({ body: { orderId, client: typed } }), {
    // The page may be gone before a queued call's turn comes: this one skips the queue.
    saveOnLeave: (typed) => void lastingClient.call('purchaseClientDraft', { body: { orderId, client: typed } }).catch(() => undefined),
  });
  return save;
}

/** The Polish name of a nationality code (the code itself until the list is loaded). */
export function useNationalityName(): (code: string) => string {
  const list = useNationalities();
  return (code) => list.data?.items.find((n) => n.code === code)?.name ?? code;
}
