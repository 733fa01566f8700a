import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@travel/api-client';
import { useTranslation } from '@travel/i18n';
import { buildOfferListQuery, parseListingUrl } from '@travel/search-model';
import { Button, ErrorMessage, FormField, LoadingText } from '@travel/ui';
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
  const [emptyCode, setEmptyCode] = useState(false);
  const listingRef = useRef<HTMLInputElement>(null);
  const offerRef = useRef<HTMLInputElement>(null);
  const check = useCheckRequest();
  const layers = useOfferWrapper();

  // Each field names its own problem in Polish, as the hit-offer form does: the API answers 400 for
  // a code of the wrong form and 404 for no such offer (docs/product/roles.md).
  const refused =
    layers.error instanceof ApiError && (layers.error.status === 400 || layers.error.status === 404) ? layers.error.status : null;
  const codeError = emptyCode
    ? t('hits.errors.empty')
    : refused === 404
      ? t('hits.errors.unknown', { code: layers.variables?.body.offerHash ?? offerCode })
      : refused === 400
        ? t('hits.errors.format')
        : undefined;

  const submitListing = (event: FormEvent) => {
    event.preventDefault();
    const url = new URL(listing.trim() || '/', 'http://x');
    const now = new Date();
    const parsed = parseListingUrl(url.pathname, url.search, { now });
    setBadListing(parsed === null);
    if (parsed === null) {
      listingRef.current?.focus();
      return;
    }
    check.mutate({ body: { request: buildOfferListQuery(parsed.state, { now }) } });
  };
  const showLayers = (offerHash: string) => {
    setEmptyCode(false);
    layers.mutate(
      { body: { offerHash } },
      {
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 400 || error.status === 404)) offerRef.current?.focus();
        },
      },
    );
  };
  const submitOffer = (event: FormEvent) => {
    event.preventDefault();
    const offerHash = offerCode.trim();
    if (offerHash === '') {
      layers.reset();
      setEmptyCode(true);
      offerRef.current?.focus();
      return;
    }
    showLayers(offerHash);
  };

  return (
    <div className="mf-search-staff">
      <p>{t('layers.intro')}</p>
      {/* noValidate: the fields say their problems in Polish, not in the browser's own bubble. */}
      <form onSubmit={submitListing} className="mf-search-staff__form" noValidate>
        <FormField id={listingId} label={t('layers.listingLabel')} error={badListing ? t('layers.badListing') : undefined}>
          {(control) => <input {...control} ref={listingRef} name="listing" value={listing} onChange={(e) => setListing(e.target.value)} />}
        </FormField>
        <Button type="submit">{t('layers.submitListing')}</Button>
      </form>
      {/* Both forms stay above every answer: an answer arriving later never moves a form (layout shift). */}
      <form onSubmit={submitOffer} className="mf-search-staff__form" noValidate>
        <FormField id={offerId} label={t('layers.offerLabel')} error={codeError}>
          {(control) => (
            <input {...control} ref={offerRef} name="offerHash" value={offerCode} onChange={(e) => setOfferCode(e.target.value)} />
          )}
        </FormField>
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
      {layers.isError && refused === null ? <ErrorMessage title={t('error')} /> : null}
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
