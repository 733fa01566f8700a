import { useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { HotelLayout } from '../layout/hotel-layout';

/** `/oferta/:offerHash/`: configure room, board, date and party, then check availability. */
export function OfferPage() {
  const { t } = useTranslation('offer');
  const { offerHash = '' } = useParams();
  return (
    <HotelLayout title={t('heading')}>
      <p>{t('intro')}</p>
      <p>{t('offerCode', { code: offerHash })}</p>
    </HotelLayout>
  );
}
