import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { hotelCardSchema } from '@travel/contracts/api/hotels';
import { formatPrice, formatRating, useTranslation } from '@travel/i18n';
import { ErrorMessage, HotelImage, HotelStars, LoadingText } from '@travel/ui';
import { ratingLabelKey } from '@travel/search-model';
import { hotelSortValues } from '@travel/contracts/api/reference-values';
import { HOTEL_RATING_VALUES, HOTEL_STANDARD_VALUES } from '@travel/search-model/reference/hotel-list-filters';
import { useHotelFilters, useHotelsCount, useHotelsList } from './api/use-hotels-listing';
import { EMPTY_HOTELS_LISTING, HOTELS_PAGE_SIZE, type HotelsListingState } from './hotels-listing-url';

type HotelCard = z.infer<typeof hotelCardSchema>;

export interface HotelsListingProps {
  /** Location path (`grecja/kreta`). */
  location: string;
  state: HotelsListingState;
  update: (patch: Partial<HotelsListingState>) => void;
}

function HotelCardItem({ hotel, priority }: { hotel: HotelCard; priority: boolean }) {
  const { t } = useTranslation('hotels-listing');
  const { t: th } = useTranslation('hotel');
  return (
    <article className="hotels-listing__card" data-testid="hotel-card" data-hotel={hotel.slug}>
      <HotelImage
        photo={hotel.photo}
        alt={t('card.photo', { hotel: hotel.name })}
        kind="offerMain"
        sizes="240px"
        priority={priority}
        service="hotel"
      />
      <div>
        <h3>
          <Link to={`/hotel/${encodeURIComponent(hotel.slug)}/`}>{hotel.name}</Link>
        </h3>
        <p>
          <HotelStars stars={hotel.standard} /> {hotel.location.name}
        </p>
        <p>
          {hotel.rating === null
            ? th('opinions.rating.none')
            : t('card.rating', { score: formatRating(hotel.rating), label: th(`opinions.rating.${ratingLabelKey(hotel.rating)}`) })}{' '}
          ({t('card.reviews', { count: hotel.reviewCount })})
        </p>
        <p data-testid="hotel-price">
          {hotel.priceFrom === null ? t('card.noPrice') : t('card.priceFrom', { price: formatPrice(hotel.priceFrom) })}
        </p>
      </div>
    </article>
  );
}

/** Hotels of a location with the hotel list filters (docs/product/reference-data.md), sort and paging, all in the address. */
export function HotelsListing({ location, state, update }: HotelsListingProps) {
  const { t } = useTranslation('hotels-listing');
  const id = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const list = useHotelsList(location, state);
  const count = useHotelsCount(location, state);
  const filters = useHotelFilters();
  const toggle = <T extends string>(values: readonly T[], value: T): T[] =>
    values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
  const total = count.data?.count ?? list.data?.total;
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / HOTELS_PAGE_SIZE));
  const goToPage = (page: number): void => {
    update({ page });
    resultsHeading.current?.focus();
  };
  // Labels of the options are the API's reference data (`/v1/hotels/filters/`).
  const labelOf = (options: { value: string; label: string }[] | undefined, value: string): string =>
    options?.find((option) => option.value === value)?.label ?? value;
  // Until those have come the listing waits as a whole: options and labels arriving after the cards
  // would rearrange the filters and move the cards down (a layout shift, seen under load). The two
  // calls run side by side, so this waits only for the slower one; a failed filters call shows the
  // listing without them.
  if (filters.data === undefined && filters.isPending) return <LoadingText>{t('loading')}</LoadingText>;

  return (
    <div className="hotels-listing">
      <section aria-labelledby={`${id}-filters`} className="hotels-listing__filters-region">
        <h2 id={`${id}-filters`}>{t('filters.heading')}</h2>
        <div className="hotels-listing__filters">
          <fieldset>
            <legend>{t('filters.hotelRating')}</legend>
            {[null, ...HOTEL_RATING_VALUES].map((value) => (
              <label key={value ?? 'any'}>
                <input
                  type="radio"
                  name={`${id}-rating`}
                  checked={state.hotelRating === value}
                  onChange={() => update({ hotelRating: value })}
                />{' '}
                {value === null ? t('filters.any') : labelOf(filters.data?.hotelRating, value)}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('filters.hotelStandard')}</legend>
            {[null, ...HOTEL_STANDARD_VALUES].map((value) => (
              <label key={value ?? 'any'}>
                <input
                  type="radio"
                  name={`${id}-standard`}
                  checked={state.hotelStandard === value}
                  onChange={() => update({ hotelStandard: value })}
                />{' '}
                {value === null ? t('filters.anyStandard') : labelOf(filters.data?.hotelStandard, value)}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('filters.hotelRecommendedFor')}</legend>
            {(filters.data?.hotelRecommendedFor ?? []).map((option) => (
              <label key={option.value}>
                <input
                  type="checkbox"
                  checked={state.hotelRecommendedFor.includes(option.value)}
                  onChange={() => update({ hotelRecommendedFor: toggle(state.hotelRecommendedFor, option.value) })}
                />{' '}
                {option.label}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('filters.hotelAttribute')}</legend>
            {(filters.data?.hotelAttribute ?? []).map((option) => (
              <label key={option.value}>
                <input
                  type="checkbox"
                  checked={state.hotelAttribute.includes(option.value)}
                  onChange={() => update({ hotelAttribute: toggle(state.hotelAttribute, option.value) })}
                />{' '}
                {option.label}
              </label>
            ))}
          </fieldset>
        </div>
      </section>
      <div className="hotels-listing__toolbar">
        <label htmlFor={`${id}-sort`}>{t('sort.label')}</label>{' '}
        <select
          id={`${id}-sort`}
          value={state.sortBy}
          onChange={(event) => {
            const sortBy = hotelSortValues.find((sort) => sort === event.target.value);
            if (sortBy !== undefined) update({ sortBy });
          }}
        >
          {hotelSortValues.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>{' '}
        {total === undefined ? null : (
          <output aria-live="polite" data-testid="hotels-count">
            {t('count', { count: total })}
          </output>
        )}
      </div>
      <h2 ref={resultsHeading} tabIndex={-1}>
        {t('results')}
      </h2>
      {list.isError ? (
        <ErrorMessage title={t('loadError')} onRetry={() => void list.refetch()} retryLabel={t('retry')} />
      ) : list.data === undefined ? (
        <LoadingText>{t('loading')}</LoadingText>
      ) : list.data.hotels.length === 0 && state.page > pages ? (
        // An old or hand-made address past the last page: the filters found hotels, the page has none.
        <div data-testid="hotels-past-last">
          <p>{t('pastLast.text')}</p>
          <button type="button" onClick={() => goToPage(pages)}>
            {t('pastLast.link', { page: pages })}
          </button>
        </div>
      ) : list.data.hotels.length === 0 ? (
        <div data-testid="hotels-empty">
          <p>{t('empty')}</p>
          <button type="button" onClick={() => update(EMPTY_HOTELS_LISTING)}>
            {t('clear')}
          </button>
        </div>
      ) : (
        <ul className="hotels-listing__cards" aria-busy={list.isPlaceholderData}>
          {list.data.hotels.map((hotel, index) => (
            <li key={hotel.id}>
              <HotelCardItem hotel={hotel} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('paging.label')} className="hotels-listing__paging">
          <button type="button" disabled={state.page <= 1} onClick={() => goToPage(state.page - 1)}>
            {t('paging.previous')}
          </button>{' '}
          <span>{t('paging.page', { page: state.page, pages })}</span>{' '}
          <button type="button" disabled={state.page >= pages} onClick={() => goToPage(state.page + 1)}>
            {t('paging.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
