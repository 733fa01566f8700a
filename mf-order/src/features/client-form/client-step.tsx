import { useMemo, useState, type ReactNode } from 'react';

/** The shop's day (Europe/Warsaw): birth dates may not lie after it. */
const shopToday = (): string => toApiDate(new Date());
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@travel/api-client';
import type { OrderDetail } from '@travel/contracts/api/purchase';
import type { ClientData } from '@travel/contracts/api/order-validation';
import { toApiDate, useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText } from '@travel/ui';
import { useOrderStore } from '../../order-store';
import { isOrderClosed, useDraftAutosave, useNationalities, useSaveClientData } from './api/use-client-data';
import { ClientForm, fieldErrorText, fieldLabel } from './client-form';
import { useBeginCheckoutEvent } from './use-begin-checkout-event';

export interface ClientStepProps {
  order: OrderDetail;
  extras?: ReactNode;
  /** After the server accepted the data. */
  onDone: () => void;
}

/** Step 'client': the form over the order's party, the draft saved as typed, the data checked again by the server. */
export function ClientStep({ order, extras, onDone }: ClientStepProps) {
  const { t } = useTranslation('order');
  const nationalities = useNationalities();
  const draft = useOrderStore((s) => s.userData.client);
  useDraftAutosave(order.id, draft);
  useBeginCheckoutEvent(order);
  const save = useSaveClientData();
  const queryClient = useQueryClient();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const context = useMemo(
    () => ({
      party: { adults: order.party.adults, children: order.party.children },
      departureDate: order.offer.departureDate,
      today: shopToday(),
      nationalities: (nationalities.data?.items ?? []).map((n) => n.code),
    }),
    [order, nationalities.data],
  );

  if (nationalities.isPending) return <LoadingText>{t('client.nationalitiesLoading')}</LoadingText>;
  if (nationalities.isError)
    return <ErrorMessage title={t('loadFailed')} onRetry={() => void nationalities.refetch()} retryLabel={t('retry')} />;

  const submit = async (data: ClientData) => {
    setServerErrors([]);
    try {
      await save.mutateAsync({ body: { orderId: order.id, client: data } });
      onDone();
    } catch (error) {
      if (isOrderClosed(error)) {
        await queryClient.invalidateQueries({ queryKey: ['api', 'orderSummary'] });
        return;
      }
      // The schema module is loaded by now: the form's rules came with it.
      const body =
        error instanceof ApiError ? (await import('@travel/contracts/api/purchase')).fieldsErrorSchema.safeParse(error.body) : null;
      setServerErrors(
        body?.success
          ? body.data.fields.map((f) =>
              t('errors.fieldLink', { field: fieldLabel(t, f.parameter), message: fieldErrorText(t, f.message) ?? f.message }),
            )
          : [t('toasts.saveFailed')],
      );
    }
  };

  return (
    <>
      {serverErrors.length > 0 ? (
        <ErrorMessage title={t('errors.summaryHeading', { count: serverErrors.length })}>
          <ul>
            {serverErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </ErrorMessage>
      ) : null}
      <ClientForm context={context} nationalities={nationalities.data.items} extras={extras} onValid={submit} busy={save.isPending} />
    </>
  );
}
