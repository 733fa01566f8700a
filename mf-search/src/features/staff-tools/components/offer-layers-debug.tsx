import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@travel/i18n';
import { buildOfferListQuery, parseListingUrl } from '@travel/search-model';
import { Button, ErrorMessage, LoadingText } from '@travel/ui';
import { useCheckRequest, useOfferWrapper } from '../api/staff-api';

/** A block of machine text (SQL, a plan, a row), wrapped so it never scrolls sideways. */
function Code({ children }: { children: string }) {
  return (
    <pre className="mf-search-staff__code" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </pre>
  );
}

/**
 * Offer-layers debug (docs/product/roles.md): a listing address is read as the listing reads it and sent to
 * `check-request` (statements, timings, plans); an offer code to `offer-wrapper` (its data layers).
 */
export function OfferLayersDebug({ initialListing = '/wakacje/' }: { initialListing?: string }) {
  const { t } = useTranslation('staff');
  const listingId = useId();
  const offerId = useId();
  const [listing, setListing] = useState(initialListing);
  const [offerCode, setOfferCode] = useState('');
  const [badListing, setBadListing] = useState(false);
  const check = useCheckRequest();
  const layers = useOfferWrapper();

  const submitListing = (event: FormEvent) => {
    event.preventDefault();
    const url = new URL(listing.trim() || '/', 'http://x');
    const now = new Date();
    const parsed = parseListingUrl(url.pathname, url.search, { now });
    setBadListing(parsed === null);
    if (parsed !== null) check.mutate({ body: { request: buildOfferListQuery(parsed.state, { now }) } });
  };
  const showLayers = (offerHash: string) => layers.mutate({ body: { offerHash } });
  const submitOffer = (event: FormEvent) => {
    event.preventDefault();
    showLayers(offerCode.trim());
  };

  return (
    <div className="mf-search-staff">
      <p>{t('layers.intro')}</p>
      <form onSubmit={submitListing} className="mf-search-staff__form">
        <label htmlFor={listingId}>{t('layers.listingLabel')}</label>
        <input id={listingId} name="listing" value={listing} onChange={(e) => setListing(e.target.value)} required />
        <Button type="submit">{t('layers.submitListing')}</Button>
      </form>
      {badListing ? <ErrorMessage title={t('layers.badListing')} /> : null}
      {/* Both forms stay above every answer: an answer arriving later never moves a form (layout shift). */}
      <form onSubmit={submitOffer} className="mf-search-staff__form">
        <label htmlFor={offerId}>{t('layers.offerLabel')}</label>
        <input id={offerId} name="offerHash" value={offerCode} onChange={(e) => setOfferCode(e.target.value)} required />
        <Button type="submit">{t('layers.submitOffer')}</Button>
      </form>
      {check.isPending ? <LoadingText>{t('loading')}</LoadingText> : null}
      {check.isError ? <ErrorMessage title={t('error')} /> : null}
      {check.data ? (
        <section data-testid="check-request-result" aria-label={t('layers.request')}>
          <h2>{t('layers.request')}</h2>
          <Code>{JSON.stringify(check.data.request, null, 2)}</Code>
          <p data-testid="check-request-summary">{t('layers.summary', { total: check.data.total, ms: check.data.durationMs })}</p>
          <h2>{t('layers.queries')}</h2>
          <ol>
            {check.data.queries.map((query, index) => (
              <li key={index} data-testid="debug-query">
                <h3>{t('layers.queryNo', { n: index + 1, ms: query.durationMs, rows: query.rows })}</h3>
                <Code>{query.sql}</Code>
                <h4>{t('layers.plan')}</h4>
                <Code>{query.plan.join('\n')}</Code>
              </li>
            ))}
          </ol>
          <h2>{t('layers.offers')}</h2>
          <ul>
            {check.data.offers.map((offer) => (
              <li key={offer.hash}>
                <button type="button" className="tr-link-button" onClick={() => showLayers(offer.hash)}>
                  {t('layers.showLayers', { hotel: offer.hotelName })}
                </button>{' '}
                ({offer.hash})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {layers.isPending ? <LoadingText>{t('loading')}</LoadingText> : null}
      {layers.isError ? <ErrorMessage title={t('error')} /> : null}
      {layers.data ? (
        <section data-testid="offer-layers-result" aria-label={t('layers.layersOf', { hash: layers.data.offerHash })}>
          <h2>{t('layers.layersOf', { hash: layers.data.offerHash })}</h2>
          {layers.data.layers.map((layer) => (
            <div key={layer.source}>
              <h3>{t('layers.source', { source: layer.source })}</h3>
              <Code>{JSON.stringify(layer.rows, null, 2)}</Code>
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}
