import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@travel/api-client';
import type { OrderDetail } from '@travel/contracts/api/purchase';
import { PAGE_PENDING_ATTRIBUTE } from '@travel/contracts/hydration-marker';
import type { OrderStepId } from '@travel/contracts/routes';
import { useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText } from '@travel/ui';
import { missingRequiredAgreements, reachedStepOf, useOrderStore } from '../../order-store';
import { useOrder } from './api/use-order';
import { rememberedStep } from './remembered-step';

export interface OrderGateProps {
  orderId: string;
  children: (order: OrderDetail) => ReactNode;
}

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Loads the order, hydrates the store from it, and renders its loading, failed and not-found states. */
export function OrderGate({ orderId, children }: OrderGateProps) {
  const { t } = useTranslation('order');
  const order = useOrder(orderId);
  const hydrate = useOrderStore((s) => s.hydrate);
  const hydratedId = useOrderStore((s) => s.offerId);

  useEffect(() => {
    if (!order.data) return;
    const { order: o } = order.data;
    const step: OrderStepId = reachedStepOf(
      {
        hasValidClient: o.client.valid !== null,
        agreementsDone: missingRequiredAgreements(o.agreements).length === 0,
        reserved: o.reservation !== null,
      },
      rememberedStep(o.id),
    );
    hydrate({
      orderId: o.id,
      step,
      draft: o.client.draft,
      agreements: o.agreements,
      additionalProducts: o.products.map((p) => p.code),
    });
  }, [order.data, hydrate]);

  // The order is the visitor's: the site server draws this waiting state, marked as one (a reload
  // then starts at the top instead of being scrolled onto it; PAGE_PENDING_ATTRIBUTE).
  if (order.isPending)
    return (
      <div {...{ [PAGE_PENDING_ATTRIBUTE]: '' }}>
        <LoadingText>{t('loading')}</LoadingText>
      </div>
    );
  if (order.isError) {
    if (isNotFound(order.error))
      return (
        <div role="alert" className="order-not-found">
          <h2>{t('notFound.heading')}</h2>
          <p>{t('notFound.text')}</p>
          <Link to="/">{t('notFound.searchLink')}</Link>
        </div>
      );
    return <ErrorMessage title={t('loadFailed')} onRetry={() => void order.refetch()} retryLabel={t('retry')} />;
  }
  if (hydratedId !== order.data.order.id) return <LoadingText>{t('loading')}</LoadingText>;
  return <>{children(order.data.order)}</>;
}
