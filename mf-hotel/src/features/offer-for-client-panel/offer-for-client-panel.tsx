import { Suspense, useId, useState, type FormEvent } from 'react';
import { OFFER_FOR_CLIENT_MAX_DAYS, OFFER_FOR_CLIENT_NOTE_MAX, offerForClientPath } from '@travel/contracts/api/offer-for-client-values';
import type { OfferDetail } from '@travel/contracts/api/offers';
import { formatDate, useTranslation } from '@travel/i18n';
import { addDays, warsawToday, type IsoDate } from '@travel/search-model';
import { Button, Disclosure, FormField } from '@travel/ui';
import { useCreateOfferForClient } from './api/use-create-offer-for-client';
import { useMaySell } from './use-may-sell';

export interface OfferForClientPanelProps {
  /** The offer of the offer page, or the one the hotel page's configurator chose. */
  offer: Pick<OfferDetail, 'hash' | 'departureDate'>;
  /** The party the offer page prices for: the offer is prepared for it. */
  party: { adults: number; children: readonly string[] };
  now: Date;
}

/**
 * "Przygotuj ofertę dla klienta" on the offer page, for staff who sell (docs/adr/0261-offer-for-client.md):
 * a note and the last day, then the link to send. Nothing for anyone else (the server checks the role).
 */
export function OfferForClientPanel(props: OfferForClientPanelProps) {
  const maySell = useMaySell();
  if (!maySell) return null;
  // Its texts load only for staff; the page does not wait for them.
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

/** The last day the link may open: at most OFFER_FOR_CLIENT_MAX_DAYS ahead and before departure. */
function lastDayRange(today: IsoDate, departureDate: string): { min: IsoDate; max: IsoDate } {
  const beforeDeparture = addDays(departureDate as IsoDate, -1);
  const ahead = addDays(today, OFFER_FOR_CLIENT_MAX_DAYS);
  return { min: today, max: beforeDeparture < ahead ? beforeDeparture : ahead };
}

function Panel({ offer, party, now }: OfferForClientPanelProps) {
  const { t } = useTranslation('offer-for-client');
  const id = useId();
  const [open, setOpen] = useState(false);
  const today = warsawToday(now);
  const range = lastDayRange(today, offer.departureDate);
  const [note, setNote] = useState('');
  const [expiresOn, setExpiresOn] = useState<string>(() => {
    const proposed = addDays(today, 3);
    return proposed > range.max ? range.max : proposed;
  });
  const [copied, setCopied] = useState(false);
  const { create, created, isPending, failure, reset } = useCreateOfferForClient();
  const link = created ? `${window.location.origin}${offerForClientPath(created.id)}` : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setCopied(false);
    create({ body: { offerHash: offer.hash, adults: party.adults, children: [...party.children], note, expiresOn } });
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Disclosure
      open={open}
      onOpenChange={setOpen}
      label={t('staffPanel.open')}
      className="offer-for-client-panel"
      buttonClassName="tr-button tr-button--secondary"
      buttonTestId="offer-for-client-panel-toggle"
    >
      <form className="offer-for-client-panel__form" onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t('staffPanel.heading')}</h2>
        <p>{t('staffPanel.party', { adults: party.adults, children: party.children.length })}</p>
        <FormField
          id={`${id}-note`}
          label={t('staffPanel.note')}
          hint={t('staffPanel.noteHint', { max: OFFER_FOR_CLIENT_NOTE_MAX })}
          required={false}
        >
          {(control) => (
            <textarea {...control} rows={4} maxLength={OFFER_FOR_CLIENT_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
          )}
        </FormField>
        <FormField
          id={`${id}-expires`}
          label={t('staffPanel.expiresOn')}
          hint={t('staffPanel.expiresHint', { min: formatDate(range.min), max: formatDate(range.max) })}
          error={
            failure === 'expiry' ? t('staffPanel.errors.expiry', { min: formatDate(range.min), max: formatDate(range.max) }) : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              type="date"
              min={range.min}
              max={range.max}
              value={expiresOn}
              onChange={(e) => setExpiresOn(e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {isPending ? t('staffPanel.creating') : t('staffPanel.create')}
        </Button>
        {failure && failure !== 'expiry' ? (
          <p role="alert" className="offer-for-client-panel__error">
            {t(`staffPanel.errors.${failure}`)}
          </p>
        ) : null}
        {link ? (
          <div className="offer-for-client-panel__created" data-testid="offer-for-client-created">
            <output>{t('staffPanel.created', { date: formatDate(created!.expiresOn) })}</output>
            <FormField id={`${id}-link`} label={t('staffPanel.link')} required={false}>
              {(control) => <input {...control} type="url" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />}
            </FormField>
            <div className="offer-for-client-panel__actions">
              <Button type="button" variant="secondary" onClick={() => void copy()}>
                {copied ? t('staffPanel.copied') : t('staffPanel.copy')}
              </Button>
              <a href={offerForClientPath(created!.id)} target="_blank" rel="noopener">
                {t('staffPanel.openLink')}
              </a>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  reset();
                  setNote('');
                }}
              >
                {t('staffPanel.another')}
              </Button>
            </div>
          </div>
        ) : null}
      </form>
    </Disclosure>
  );
}
