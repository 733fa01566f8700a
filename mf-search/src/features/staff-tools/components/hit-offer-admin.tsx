import { useId, useState, type FormEvent } from 'react';
import { formatPrice, useTranslation } from '@travel/i18n';
import { Button, ErrorMessage, LoadingText } from '@travel/ui';
import { useHitOfferToggle, useStaffHitOffers } from '../api/staff-api';

/** Hit-offer management (docs/product/roles.md): mark an offer by its code, unmark one from the list. */
export function HitOfferAdmin() {
  const { t } = useTranslation('staff');
  const inputId = useId();
  const [code, setCode] = useState('');
  const hits = useStaffHitOffers();
  const { mark, unmark } = useHitOfferToggle();
  const last = mark.data ?? unmark.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    unmark.reset();
    mark.mutate({ params: { offerHash: code.trim() } });
  };
  return (
    <div className="mf-search-staff">
      <p>{t('hits.intro')}</p>
      <form onSubmit={submit} className="mf-search-staff__form">
        <label htmlFor={inputId}>{t('hits.offerLabel')}</label>
        <input id={inputId} name="offerHash" value={code} onChange={(e) => setCode(e.target.value)} required />
        <Button type="submit" disabled={mark.isPending}>
          {t('hits.mark')}
        </Button>
      </form>
      {/* Its line is kept while empty (a no-break space): an answer arriving late fills it in place
          instead of pushing the list down (a layout shift). */}
      <output data-testid="hit-offer-status">
        {last ? t(last.hit ? 'hits.marked' : 'hits.unmarked', { hash: last.offerHash, count: last.count }) : '\u00a0'}
      </output>
      {mark.isError || unmark.isError ? <ErrorMessage title={t('error')} /> : null}
      <h2>{t('hits.list')}</h2>
      {hits.isPending ? <LoadingText>{t('loading')}</LoadingText> : null}
      {hits.isError ? <ErrorMessage title={t('error')} /> : null}
      {hits.data ? (
        <>
          <p data-testid="hit-offer-count">{t('hits.count', { count: hits.data.count })}</p>
          {hits.data.offers.length === 0 ? (
            <p>{t('hits.empty')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('hits.hotel')}</th>
                  <th scope="col">{t('hits.destination')}</th>
                  <th scope="col">{t('hits.departure')}</th>
                  <th scope="col">{t('hits.price')}</th>
                  <th scope="col">{t('hits.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {hits.data.offers.map((offer) => (
                  <tr key={offer.hash} data-offer-hash={offer.hash}>
                    <td>{offer.hotelName}</td>
                    <td>{offer.destination}</td>
                    <td>{offer.departureDate}</td>
                    <td>{formatPrice(offer.price)}</td>
                    <td>
                      <button
                        type="button"
                        className="tr-link-button"
                        disabled={unmark.isPending}
                        onClick={() => {
                          mark.reset();
                          unmark.mutate({ params: { offerHash: offer.hash } });
                        }}
                      >
                        {t('hits.unmark', { hotel: offer.hotelName })}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </div>
  );
}
