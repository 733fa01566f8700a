import { useId } from 'react';
import type { OffersForClientsList } from '@travel/contracts';
import { offerForClientPath } from '@travel/contracts/api/offer-for-client-values';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { Button, ScrollRegion } from '@travel/ui';

export interface OffersForClientsListProps {
  /** The list; `undefined` while it loads. */
  data: OffersForClientsList | undefined;
  loadFailed: boolean;
  onRetry(): void;
}

const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Warsaw' });

/**
 * The offers a member of staff prepared for clients (docs/adr/0301-staff-list-of-offers-for-clients.md):
 * a real table, newest first, each with its hotel and dates, the party, the price when it was made,
 * its last day and whether its link still opens the offer, and the link itself.
 */
export function OffersForClientsListView({ data, loadFailed, onRetry }: OffersForClientsListProps) {
  const { t } = useTranslation('staff');
  const captionId = useId();
  if (loadFailed) {
    return (
      <p role="alert">
        {t('error')} <Button onClick={onRetry}>{t('offersForClients.retry')}</Button>
      </p>
    );
  }
  if (data === undefined) return <output className="offers-for-clients__loading">{t('loading')}</output>;
  if (data.offers.length === 0) return <p data-testid="offers-for-clients-empty">{t('offersForClients.empty')}</p>;
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className="offers-for-clients__table" data-testid="offers-for-clients">
        <caption id={captionId}>{t('offersForClients.caption', { count: data.offers.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('offersForClients.columns.offer')}</th>
            <th scope="col">{t('offersForClients.columns.party')}</th>
            <th scope="col">{t('offersForClients.columns.price')}</th>
            <th scope="col">{t('offersForClients.columns.note')}</th>
            <th scope="col">{t('offersForClients.columns.created')}</th>
            <th scope="col">{t('offersForClients.columns.expires')}</th>
            <th scope="col">{t('offersForClients.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.offers.map((item) => (
            <tr key={item.id} data-status={item.status}>
              <th scope="row">
                <a href={offerForClientPath(item.id)}>{item.snapshot.hotelName}</a>
                <br />
                <span className="offers-for-clients__muted">
                  {item.snapshot.destination.name}, {formatDate(item.snapshot.departureDate)}–{formatDate(item.snapshot.returnDate)}
                </span>
              </th>
              <td>{t('offersForClients.party', { adults: item.party.adults, children: item.party.children.length })}</td>
              <td>{formatPrice(item.snapshot.priceTotal)}</td>
              <td className="offers-for-clients__note">{item.note}</td>
              <td>{dateTime.format(new Date(item.createdAt))}</td>
              <td>{formatDate(item.expiresOn)}</td>
              <td>
                <span className={`offers-for-clients__status offers-for-clients__status--${item.status}`}>
                  {t(`offersForClients.status.${item.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
