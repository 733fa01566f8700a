import { Link } from 'react-router-dom';
import type { PreviewOffer } from '@travel/contracts/api/offer-checks';
import { useTranslation } from '@travel/i18n';

/** Whether the previewed offer can be bought, and where to go from here: the offer page, or the hotel's current dates. */
export function OfferPreviewStatus({ preview }: { preview: PreviewOffer }) {
  const { t } = useTranslation('offer');
  const { offer } = preview;
  return (
    <section
      className={`offer-preview-status offer-preview-status--${preview.available ? 'available' : 'unavailable'}`}
      aria-labelledby="offer-preview-status"
      data-testid="offer-preview-status"
      data-available={preview.available}
    >
      <h2 id="offer-preview-status">
        {preview.available ? t('preview.available') : t(`preview.unavailable.${preview.reason ?? 'places'}`)}
      </h2>
      <p>{t('preview.note')}</p>
      {preview.available ? (
        <Link className="tr-button tr-button--primary" to={`/oferta/${offer.hash}/`}>
          {t('preview.offerLink')}
        </Link>
      ) : (
        <Link to={`/hotel/${offer.hotelSlug}/`}>{t('preview.hotelLink', { hotel: offer.hotelName })}</Link>
      )}
    </section>
  );
}
