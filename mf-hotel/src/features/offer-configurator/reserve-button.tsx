import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ANALYTICS_CURRENCY, offerAnalyticsItem } from '@travel/contracts/analytics-items';
import type { OfferListItem } from '@travel/contracts/api/offers';
import type { Party } from '@travel/contracts/api/party';
import { emitAnalytics } from '@travel/event-bus';
import { ORDER_STEPS } from '@travel/contracts/routes';
import { useTranslation } from '@travel/i18n';
import { OfferUnavailableError, useReserve } from './api/use-reserve';

export interface ReserveButtonProps {
  /** The offer as the page shows it, priced for `party`. */
  offer: OfferListItem;
  party: Party;
}

/**
 * 'Rezerwuj': checks the offer live for the party, creates the order and opens its first step. An
 * offer gone in the meantime says so, and the prices on the page are asked for again.
 */
export function ReserveButton({ offer, party }: ReserveButtonProps) {
  const offerHash = offer.hash;
  const { t } = useTranslation('hotel');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { reserve, isPending, error } = useReserve();
  const onReserve = async (): Promise<void> => {
    const orderId = await reserve({ offerHash, party });
    if (orderId !== null) {
      emitAnalytics({
        event: 'add_to_cart',
        ecommerce: { currency: ANALYTICS_CURRENCY, value: offer.priceTotal, items: [offerAnalyticsItem(offer)] },
      });
      void navigate(`/rezerwacja/${encodeURIComponent(orderId)}/${ORDER_STEPS[0].segment}/`);
      return;
    }
    // The offer is gone: the prices on the page are asked for again.
    void queryClient.invalidateQueries({ queryKey: ['api', 'offersOfferConfig'] });
    void queryClient.invalidateQueries({ queryKey: ['api', 'offersOffer'] });
  };
  return (
    <>
      <button
        type="button"
        className="tr-button tr-button--primary"
        onClick={() => void onReserve()}
        disabled={isPending}
        data-testid="reserve"
      >
        {isPending ? t('configurator.reserving') : t('configurator.reserve')}
      </button>
      {error === null ? null : (
        <p role="alert" className="configurator__error">
          {error instanceof OfferUnavailableError ? t('configurator.soldOut') : t('configurator.reserveError')}
        </p>
      )}
    </>
  );
}
