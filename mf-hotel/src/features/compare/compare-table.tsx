import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OfferCheck } from '@travel/contracts/api/offer-checks';
import { REVIEW_CATEGORIES } from '@travel/contracts/api/review-constants';
import type { ComparedOffer } from '@travel/favorites/compare';
import { formatPrice, formatRating, formatTripDates, useTranslation } from '@travel/i18n';
import { ALL_DEPARTURE_CITIES, BEACH_DISTANCE_LABEL_SWITCH, BOARDS, TOUR_OPERATORS, transportKind } from '@travel/search-model';
import { HotelStars, PriceTag, ScrollRegion, VisuallyHidden } from '@travel/ui';
import type { useComparedOffers } from './api/use-compared-offers';

type Column = ReturnType<typeof useComparedOffers>[number];

export interface CompareTableProps {
  columns: readonly Column[];
  /** People in the party (the price row says for how many). */
  persons: number;
  /** Today's availability and price of each offer (`batch-aval`), by offer code; undefined while asked. */
  checks: ReadonlyMap<string, OfferCheck> | undefined;
  /** The availability check failed. */
  checkFailed: boolean;
  /** What each offer cost when this browser chose it, by offer code. */
  seen: ReadonlyMap<string, ComparedOffer>;
  onRemove: (hash: string) => void;
}

const labelOf = (list: readonly { slug: string; label: string }[], slug: string): string =>
  list.find((item) => item.slug === slug)?.label ?? slug;

/**
 * The offers side by side: one column per offer, one row per fact, a real table (caption, column
 * and row headers) so a screen reader names the offer and the fact of every cell.
 */
export function CompareTable({ columns, persons, checks, checkFailed, seen, onRemove }: CompareTableProps) {
  const { t } = useTranslation('favorites');
  const { t: th } = useTranslation('hotel');
  const { t: tc } = useTranslation('common');
  const personsText = tc('plural.persons', { count: persons });
  const pending = <span className="compare-table__pending">{t('comparePage.pending')}</span>;
  // The × pressed goes away with its column: focus moves to the × of the column that takes its place
  // (the next one, else the one before), not to the page's body.
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  const remove = (hash: string): void => {
    const at = columns.findIndex((column) => column.hash === hash);
    focusNext.current = (columns[at + 1] ?? columns[at - 1])?.hash ?? null;
    onRemove(hash);
  };
  // After every render: the one that follows a removal finds the target set.
  useEffect(() => {
    if (focusNext.current === null) return;
    const target = removeButtons.current.get(focusNext.current);
    focusNext.current = null;
    target?.focus();
  });

  /** One row: a header cell and one cell per offer (an offer that is gone shows a dash). */
  const row = (
    key: string,
    label: ReactNode,
    cell: (column: Column & { detail: NonNullable<Column['offer']>['data'] & object }) => ReactNode,
  ) => (
    <tr key={key} data-row={key}>
      <th scope="row">{label}</th>
      {columns.map((column) => {
        const detail = column.offer?.data;
        return <td key={column.hash}>{detail === undefined ? t('comparePage.missing') : cell({ ...column, detail })}</td>;
      })}
    </tr>
  );

  const availability = (hash: string): ReactNode => {
    const check = checks?.get(hash);
    if (check === undefined) return checkFailed ? t('comparePage.availability.unknown') : t('comparePage.availability.checking');
    const chosen = seen.get(hash);
    const change =
      check.available && chosen !== undefined && check.pricePerPerson !== null && check.pricePerPerson !== chosen.pricePerPerson
        ? t(check.pricePerPerson < chosen.pricePerPerson ? 'comparePage.availability.lower' : 'comparePage.availability.higher', {
            difference: formatPrice(Math.abs(check.pricePerPerson - chosen.pricePerPerson)),
            seen: formatPrice(chosen.pricePerPerson),
          })
        : null;
    return (
      <div data-testid="compare-availability" data-available={check.available} data-price-change={change === null ? 'same' : 'changed'}>
        <p>
          {check.available || check.reason === null
            ? t('comparePage.availability.available', { count: check.placesLeft })
            : t(`comparePage.availability.${check.reason}`)}
        </p>
        {change === null ? null : <p className="compare-table__change">{change}</p>}
      </div>
    );
  };

  // Three offers do not fit a phone: the table keeps words whole and scrolls sideways in its own
  // region named by the caption, never the page (docs/adr/0218-phone-pages.md).
  return (
    <ScrollRegion labelledBy="compare-caption">
      <table className="compare-table" data-testid="compare-table">
        <caption id="compare-caption">{t('comparePage.caption', { count: columns.length, persons: personsText })}</caption>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>{t('comparePage.offer')}</VisuallyHidden>
            </th>
            {columns.map((column) => {
              const detail = column.offer?.data?.offer;
              return (
                <th key={column.hash} scope="col" data-offer={column.hash}>
                  {detail === undefined ? (
                    <span>{column.offer?.isError ? t('comparePage.gone', { hash: column.hash }) : t('comparePage.pending')}</span>
                  ) : (
                    <>
                      <Link to={`/hotel/${encodeURIComponent(detail.hotelSlug)}/?oferta=${encodeURIComponent(detail.hash)}`}>
                        {detail.hotelName}
                      </Link>
                      <span className="compare-table__place">
                        {detail.destination.name}, {detail.destination.country}
                        <VisuallyHidden>,</VisuallyHidden>
                      </span>{' '}
                      <HotelStars stars={detail.hotelStandard} />
                    </>
                  )}
                  <button
                    type="button"
                    className="compare-table__remove"
                    aria-label={t('comparePage.remove', { hotel: detail?.hotelName ?? column.hash })}
                    ref={(button) => {
                      if (button) removeButtons.current.set(column.hash, button);
                      else removeButtons.current.delete(column.hash);
                    }}
                    onClick={() => remove(column.hash)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {row('price', t('comparePage.rows.price', { persons: personsText }), ({ detail }) => (
            <PriceTag offer={detail.offer} total />
          ))}
          <tr data-row="availability">
            <th scope="row">{t('comparePage.rows.availability')}</th>
            {columns.map((column) => (
              <td key={column.hash}>{availability(column.hash)}</td>
            ))}
          </tr>
          {row('dates', t('comparePage.rows.dates'), ({ detail: { offer } }) => {
            const dates = formatTripDates(offer.departureDate, offer.returnDate);
            return (
              <>
                {dates.from} – {dates.to} ({tc('plural.days', { count: offer.durationDays })})
              </>
            );
          })}
          {row('board', t('comparePage.rows.board'), ({ detail: { offer } }) => labelOf(BOARDS, offer.board))}
          {row('room', t('comparePage.rows.room'), ({ detail: { offer } }) => offer.room.name)}
          {row('flight', t('comparePage.rows.flight'), ({ detail: { offer } }) => {
            const city = offer.departureCity === null ? null : labelOf(ALL_DEPARTURE_CITIES, offer.departureCity);
            const kind = transportKind(offer.transport);
            if (city === null || kind === 'own') return t('comparePage.flight.own');
            if (kind === 'bus') return t('comparePage.flight.bus', { city });
            const duration = t('comparePage.minutes', { count: offer.flightMinutes });
            return t(offer.directFlight ? 'comparePage.flight.direct' : 'comparePage.flight.withStops', { city, duration });
          })}
          {row('beach', t('comparePage.rows.beach'), ({ detail: { offer } }) =>
            // The hotel page's rule (docs/product/validation-and-display.md): past 2000 m the distance is
            // 'powyżej 2000 metrów', not the 4000 m a mountain hotel is stored with.
            offer.beachDistance > BEACH_DISTANCE_LABEL_SWITCH
              ? t('comparePage.beachFar')
              : t('comparePage.metres', { count: offer.beachDistance }),
          )}
          {row('transfer', t('comparePage.rows.transfer'), ({ detail: { offer } }) =>
            t('comparePage.minutes', { count: offer.transferMinutes }),
          )}
          {row('rating', t('comparePage.rows.rating'), ({ detail: { offer } }) =>
            offer.hotelRating === null
              ? t('comparePage.noRating')
              : t('comparePage.ratingWithCount', {
                  score: formatRating(offer.hotelRating),
                  reviews: th('opinions.count', { count: offer.reviewCount }),
                }),
          )}
          {REVIEW_CATEGORIES.map((category) =>
            row(`rating-${category}`, th(`opinions.category.${category}`), ({ hotel }) => {
              if (hotel?.data === undefined) return hotel?.isError ? t('comparePage.missing') : pending;
              const value = hotel.data.hotel.categoryRatings[category];
              return value === undefined ? t('comparePage.noRating') : t('comparePage.score', { score: formatRating(value) });
            }),
          )}
          {row('included', t('comparePage.rows.included'), ({ extra }) => {
            if (extra?.data === undefined) return extra?.isError ? t('comparePage.missing') : pending;
            return (
              <ul className="compare-table__included">
                {extra.data.included.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          })}
          {row('operator', t('comparePage.rows.operator'), ({ detail: { offer } }) => labelOf(TOUR_OPERATORS, offer.tourOperator))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
