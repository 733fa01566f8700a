import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { OrderDetail } from '@travel/contracts/api/purchase';
import type { OrderStepId } from '@travel/contracts/routes';
import { eventBus } from '@travel/event-bus';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { CancelledOrder } from '../cancelled-order';
import { canOpenStep, nextStep, useOrderStore } from '../order-store';
import { emitCheckoutStep } from '../features/checkout-progress';
import { ClientConfirm, ClientReadBack } from '../features/client-confirm';
import { ClientStep, useNationalityName } from '../features/client-form';
import { ExtrasSection } from '../features/extras-picker';
import { OrderGate, rememberStep } from '../features/order-loader';
import { stepFromPath } from '../features/order-steps/order-steps';
import { OrderSummary } from '../features/order-summary';
import { PaymentStep, type PayOutcome } from '../features/payment';
import { StepNavigation, stepPath } from '../features/step-nav';
import { TripSummary } from '../features/trip-summary';
import { useOrderStylesheet } from '../order-styles/use-order-stylesheet';

function OrderSteps({ order, current }: { order: OrderDetail; current: OrderStepId }) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const reached = useOrderStore((s) => s.step);
  const reachStep = useOrderStore((s) => s.reachStep);
  const nationalityName = useNationalityName();
  const locked = !canOpenStep(reached, current);

  if (order.state === 'paid' || order.mode === 'thank-you') return <Navigate replace to={`/rezerwacja/${order.id}/dziekujemy/`} />;
  if (order.mode === 'unavailable') return <Navigate replace to={`/rezerwacja/${order.id}/niedostepna/`} />;
  // A cancelled order can be neither changed nor paid (docs/product/order-and-payment.md): no forms, the way to book again.
  if (order.state === 'cancelled') return <CancelledOrder offer={order.offer} />;
  if (locked)
    // The address of a later step shows where the shopper stands and the way back, never the step itself.
    return (
      <>
        <StepNavigation orderId={order.id} current={current} reached={reached} />
        <div className="order-step-locked">
          <p>
            <output>{t('toasts.stepLocked')}</output>
          </p>
          <Link to={stepPath(order.id, reached)}>{t('stepsNav.goTo', { step: t(`steps.${reached}.nav`) })}</Link>
        </div>
      </>
    );

  // Reserved: the client data and extras are the booking's now (docs/product/order-and-payment.md), read back, never sent again.
  if (order.state !== 'new' && (current === 'client' || current === 'client-confirm'))
    return (
      <>
        <StepNavigation orderId={order.id} current={current} reached={reached} />
        <p className="order-closed">
          <output>{t('closed.text')}</output>
        </p>
        <ClientReadBack order={order} nationalityName={nationalityName} />
        {order.payment.paid > 0 ? (
          <Link to={`/moje-rezerwacje/${order.id}/`}>{t('closed.bookingLink')}</Link>
        ) : (
          <Link to={stepPath(order.id, 'payment')}>{t('closed.paymentLink')}</Link>
        )}
      </>
    );

  const goNext = () => {
    const next = nextStep(current);
    if (!next) return;
    // The tracking steps (docs/adr/0263-order-tracking-steps-and-enumerations.md).
    if (current === 'client-confirm') emitCheckoutStep('confirmation', order);
    if (current === 'summary') emitCheckoutStep('agreement', order);
    reachStep(next);
    rememberStep(order.id, next);
    navigate(stepPath(order.id, next));
  };
  const onPayOutcome = (outcome: PayOutcome) => {
    if (outcome.kind === 'redirect' || outcome.kind === 'transfer') emitCheckoutStep('payment', order);
    if (outcome.kind === 'redirect') window.location.assign(outcome.url);
    else if (outcome.kind === 'transfer') navigate(`/platnosc/offline/${outcome.orderHash}/`, { state: { transfer: outcome.transfer } });
    else if (outcome.kind === 'unavailable') navigate(`/rezerwacja/${order.id}/niedostepna/`);
    else if (outcome.kind === 'price-changed') {
      eventBus.emit('toast:show', { id: 'order-price-changed', module: 'order', type: 'warning', message: t('payment.priceChanged') });
      navigate(stepPath(order.id, 'client-confirm'));
    } else eventBus.emit('toast:show', { id: 'order-pay', module: 'order', type: 'error', message: t('payment.payFailed') });
  };

  return (
    <>
      <StepNavigation orderId={order.id} current={current} reached={reached} />
      <p>{t(`steps.${current}.purpose`)}</p>
      <TripSummary order={order} />
      {current === 'client' ? <ClientStep order={order} extras={<ExtrasSection orderId={order.id} />} onDone={goNext} /> : null}
      {current === 'client-confirm' ? (
        <ClientConfirm
          order={order}
          nationalityName={nationalityName}
          onEdit={() => navigate(stepPath(order.id, 'client'))}
          onNext={goNext}
          onUnavailable={() => navigate(`/rezerwacja/${order.id}/niedostepna/`)}
        />
      ) : null}
      {current === 'summary' ? <OrderSummary orderId={order.id} onNext={goNext} /> : null}
      {current === 'payment' ? <PaymentStep order={order} onOutcome={onPayOutcome} /> : null}
    </>
  );
}

/** `/rezerwacja/:orderId/{dane|potwierdzenie-danych|podsumowanie|platnosc}/`: the four order steps (docs/product/order-and-payment.md). */
export function OrderPage() {
  useOrderStylesheet();
  const { t } = useTranslation('order');
  const { orderId = '' } = useParams();
  const current = stepFromPath(useLocation().pathname).id;
  return (
    <RemoteFrame remote="order" title={t(`steps.${current}.title`)}>
      <OrderGate orderId={orderId}>{(order) => <OrderSteps order={order} current={current} />}</OrderGate>
    </RemoteFrame>
  );
}
