import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@travel/api-client';
import type { StaffHitOffersResponse } from '@travel/contracts';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { Button, Dialog, ErrorMessage, FormField, LoadingText, ScrollRegion } from '@travel/ui';
import { useHitOfferToggle, useStaffHitOffers } from '../api/staff-api';

type HitOffer = StaffHitOffersResponse['offers'][number];

/**
 * Hit-offer management (docs/product/roles.md): mark an offer by its code, unmark one from the list.
 * Departure days read dd.MM.yyyy, as everywhere (docs/product/validation-and-display.md); the list
 * has no transport, so the day is a "wyjazd", never a "wylot" that a coach trip would not be.
 */
export function HitOfferAdmin() {
  const { t } = useTranslation('staff');
  const ids = useId();
  const inputId = `${ids}-code`;
  const listHeadingId = `${ids}-list`;
  const [code, setCode] = useState('');
  const [emptyCode, setEmptyCode] = useState(false);
  const [removing, setRemoving] = useState<HitOffer | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const hits = useStaffHitOffers();
  const { mark, unmark } = useHitOfferToggle();
  const last = mark.data ?? unmark.data;

  // The API names what is wrong with a code: 400 a code of the wrong form, 404 no such offer.
  const refused = mark.error instanceof ApiError && (mark.error.status === 400 || mark.error.status === 404) ? mark.error.status : null;
  const codeError = emptyCode
    ? t('hits.errors.empty')
    : refused === 404
      ? t('hits.errors.unknown', { code: mark.variables?.params.offerHash ?? code })
      : refused === 400
        ? t('hits.errors.format')
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not a disabled button while the call runs: a disabled button drops the focus to the page.
    if (mark.isPending) return;
    const offerHash = code.trim();
    unmark.reset();
    setEmptyCode(offerHash === '');
    if (offerHash === '') {
      mark.reset();
      inputRef.current?.focus();
      return;
    }
    mark.mutate(
      { params: { offerHash } },
      {
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 400 || error.status === 404)) inputRef.current?.focus();
        },
      },
    );
  };

  const remove = (offer: HitOffer) => {
    setRemoving(null);
    mark.reset();
    // The row and its button leave the list: focus goes to the list's heading, not to the page.
    unmark.mutate({ params: { offerHash: offer.hash } }, { onSuccess: () => listHeading.current?.focus() });
  };

  return (
    <div className="mf-search-staff">
      <p>{t('hits.intro')}</p>
      <form onSubmit={submit} className="mf-search-staff__form" noValidate>
        <FormField id={inputId} label={t('hits.offerLabel')} error={codeError}>
          {(control) => <input {...control} ref={inputRef} name="offerHash" value={code} onChange={(e) => setCode(e.target.value)} />}
        </FormField>
        <Button type="submit" aria-disabled={mark.isPending}>
          {t('hits.mark')}
        </Button>
      </form>
      {/* Its line is kept while empty (a no-break space): an answer arriving late fills it in place
          instead of pushing the list down (a layout shift). */}
      <output data-testid="hit-offer-status">
        {last ? t(last.hit ? 'hits.marked' : 'hits.unmarked', { hash: last.offerHash, count: last.count }) : '\u00a0'}
      </output>
      {(mark.isError && refused === null) || unmark.isError ? <ErrorMessage title={t('error')} /> : null}
      <h2 id={listHeadingId} ref={listHeading} tabIndex={-1}>
        {t('hits.list')}
      </h2>
      {hits.isPending ? <LoadingText>{t('loading')}</LoadingText> : null}
      {hits.isError ? <ErrorMessage title={t('error')} /> : null}
      {hits.data ? (
        <>
          <p data-testid="hit-offer-count">{t('hits.count', { count: hits.data.count })}</p>
          {hits.data.offers.length === 0 ? (
            <p>{t('hits.empty')}</p>
          ) : (
            <ScrollRegion labelledBy={listHeadingId}>
              <table aria-labelledby={listHeadingId}>
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
                      <td>{formatDate(offer.departureDate)}</td>
                      <td>{formatPrice(offer.price)}</td>
                      <td>
                        <button type="button" className="tr-link-button" onClick={() => setRemoving(offer)}>
                          {t('hits.unmark', { hotel: offer.hotelName })}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </>
      ) : null}
      {removing ? (
        // Removing a hit takes it off the home page at once: it is asked for, and "Anuluj" has the focus
        // so that Enter never removes one by accident.
        <Dialog
          role="alertdialog"
          labelledBy={`${ids}-confirm-title`}
          describedBy={`${ids}-confirm-text`}
          onClose={() => setRemoving(null)}
          initialFocusRef={cancelRef}
        >
          <h2 id={`${ids}-confirm-title`} className="tr-dialog__title">
            {t('hits.confirm.title')}
          </h2>
          <p id={`${ids}-confirm-text`}>
            {t('hits.confirm.text', { hotel: removing.hotelName, hash: removing.hash, departure: formatDate(removing.departureDate) })}
          </p>
          <div className="tr-dialog__actions">
            <Button ref={cancelRef} variant="secondary" onClick={() => setRemoving(null)}>
              {t('hits.confirm.cancel')}
            </Button>
            <Button onClick={() => remove(removing)}>{t('hits.confirm.remove')}</Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
