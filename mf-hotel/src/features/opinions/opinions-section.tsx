import { useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Opinion } from '@travel/contracts/api/hotels';
import { formatRating, useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText } from '@travel/ui';
import { formatPolishDate, ratingLabelKey } from '@travel/search-model';
import {
  OPINIONS_PAGE_SIZE,
  OPINION_SORTS,
  useFeaturedOpinions,
  useOpinionsDescription,
  useOpinionsList,
  useOpinionsSummary,
  useSourceOpinions,
  type OpinionSort,
} from './api/use-opinions';
import { OpinionPhotos } from './opinion-photos';
import { HotelJsonLd } from '../../components/hotel-json-ld';

export interface OpinionsSectionProps {
  hotelId: number;
}

/** The eight rating categories of docs/product/reference-data.md, in the order the page lists them. */
export const OPINION_CATEGORIES = [
  'hotel_and_surroundings',
  'rooms',
  'gastronomy',
  'pool',
  'beach',
  'location_and_surroundings',
  'entertainment_and_sport',
  'amenities_for_children',
] as const;
type OpinionCategory = (typeof OPINION_CATEGORIES)[number];
const isCategory = (key: string): key is OpinionCategory => (OPINION_CATEGORIES as readonly string[]).includes(key);

/**
 * One opinion. A guest's review may have no title and no cons (both optional in the form,
 * docs/product/reviews.md): the heading then says so and the empty cons are not listed.
 */
export function OpinionItem({ opinion }: { opinion: Opinion }) {
  const { t } = useTranslation('hotel');
  const described = Object.entries(opinion.descriptions).filter(([key, text]) => isCategory(key) && text.trim() !== '');
  const title = opinion.title.trim();
  return (
    <article className="hotel-opinion" data-testid="opinion">
      <h4>
        {title === '' ? t('opinions.untitled') : title}{' '}
        <span className="hotel-opinion__score">{t('opinions.score', { score: formatRating(opinion.rating) })}</span>
      </h4>
      <p className="hotel-opinion__meta">
        {t('opinions.author', { author: opinion.author, date: formatPolishDate(opinion.createdAt) })} ·{' '}
        {t('opinions.fromSource', { source: t(`opinions.source.${opinion.source}`) })}
        {opinion.verifiedStay ? (
          <>
            {' · '}
            <strong className="hotel-opinion__verified" data-testid="verified-stay">
              {t('opinions.verifiedStay')}
            </strong>
          </>
        ) : null}
      </p>
      <dl className="hotel-opinion__pros-cons">
        <div>
          <dt>{t('opinions.pros')}</dt>
          <dd>{opinion.pros}</dd>
        </div>
        {opinion.cons.trim() === '' ? null : (
          <div>
            <dt>{t('opinions.cons')}</dt>
            <dd>{opinion.cons}</dd>
          </div>
        )}
      </dl>
      {described.length === 0 ? null : (
        <dl className="hotel-opinion__categories" aria-label={t('opinions.byCategory')}>
          {described.map(([key, text]) => (
            <div key={key}>
              <dt>{isCategory(key) ? t(`opinions.category.${key}`) : key}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      )}
      {opinion.photos === undefined ? null : <OpinionPhotos photos={opinion.photos} author={opinion.author} />}
    </article>
  );
}

export function OpinionsList({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('hotel');
  const [page, setPage] = useState(1);
  const [sortBy, setSortBy] = useState<OpinionSort>('newest');
  const sortId = useId();
  const list = useOpinionsList(hotelId, page, sortBy);
  const { hotelSlug } = useParams();
  const heading = useRef<HTMLHeadingElement>(null);
  // Paging moves focus to the list's heading: the button pressed may become disabled on the last
  // page, and focus on a disabled button falls back to the page's body.
  const goToPage = (target: number): void => {
    setPage(target);
    heading.current?.focus();
  };
  if (list.isError) return <ErrorMessage title={t('opinions.loadError')} onRetry={() => void list.refetch()} retryLabel={t('retry')} />;
  if (list.data === undefined) return <LoadingText>{t('loadingSection')}</LoadingText>;
  const pages = Math.max(1, Math.ceil(list.data.total / OPINIONS_PAGE_SIZE));
  return (
    <div className="hotel-opinions__list" aria-busy={list.isPlaceholderData}>
      <h3 ref={heading} tabIndex={-1}>
        {t('opinions.list')}
      </h3>
      <label htmlFor={sortId}>{t('opinions.sort')}</label>{' '}
      <select
        id={sortId}
        value={sortBy}
        onChange={(event) => {
          const next = OPINION_SORTS.find((sort) => sort === event.target.value);
          if (next === undefined) return;
          setSortBy(next);
          setPage(1);
        }}
      >
        {OPINION_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`opinions.sortBy.${sort}`)}
          </option>
        ))}
      </select>
      {hotelSlug === undefined || list.data.items.length === 0 ? null : (
        // The reviews shown, as the hotel's `review` (the same `@id` as the page's Hotel block).
        <HotelJsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Hotel',
            '@id': `/hotel/${hotelSlug}/#hotel`,
            review: list.data.items.map((opinion) => ({
              '@type': 'Review',
              ...(opinion.title.trim() === '' ? {} : { name: opinion.title }),
              author: { '@type': 'Person', name: opinion.author },
              datePublished: opinion.createdAt.slice(0, 10),
              reviewBody: [opinion.pros, opinion.cons].filter((text) => text !== '').join(' '),
              reviewRating: { '@type': 'Rating', ratingValue: opinion.rating, bestRating: 6, worstRating: 1 },
            })),
          }}
        />
      )}
      <ul className="hotel-opinions__items" data-testid="opinions-list">
        {list.data.items.map((opinion) => (
          <li key={opinion.id}>
            <OpinionItem opinion={opinion} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('opinions.paging')} className="hotel-opinions__paging">
          <button type="button" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
            {t('opinions.previousPage')}
          </button>
          <output aria-live="polite">{t('opinions.page', { page, pages })}</output>
          <button type="button" disabled={page >= pages} onClick={() => goToPage(page + 1)}>
            {t('opinions.nextPage')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}

/**
 * Opinions of the hotel: the score with its label (docs/product/validation-and-display.md), the distribution, the eight
 * category ratings, both sources (ft and hc), what guests say, the sorted and paged list, featured
 * opinions and the way to add one.
 */
export function OpinionsSection({ hotelId }: OpinionsSectionProps) {
  const { t } = useTranslation('hotel');
  const summary = useOpinionsSummary(hotelId);
  const description = useOpinionsDescription(hotelId);
  const sources = useSourceOpinions(hotelId);
  const featured = useFeaturedOpinions();
  // Reviews come from real stays only: the form opens from the after-return e-mail's link.
  const addLink = <p className="hotel-opinions__add">{t('opinions.howToAdd')}</p>;

  let body;
  if (summary.isError) {
    body = <ErrorMessage title={t('opinions.loadError')} onRetry={() => void summary.refetch()} retryLabel={t('retry')} />;
  } else if (summary.data === undefined) {
    body = <LoadingText>{t('loadingSection')}</LoadingText>;
  } else if (summary.data.reviewCount === 0 || summary.data.ratingValue === null) {
    body = <p data-testid="opinions-empty">{t('opinions.none')}</p>;
  } else {
    const data = summary.data;
    const ratingValue = data.ratingValue ?? 0;
    const maxBucket = Math.max(1, ...Object.values(data.ratingDistribution));
    body = (
      <>
        <p className="hotel-opinions__score" data-testid="opinions-summary">
          <strong>{t('opinions.score', { score: formatRating(ratingValue) })}</strong> {t(`opinions.rating.${ratingLabelKey(ratingValue)}`)}{' '}
          · {t('opinions.count', { count: data.reviewCount })}
        </p>
        <div className="hotel-opinions__charts">
          <figure>
            <figcaption>{t('opinions.distribution')}</figcaption>
            <ul className="hotel-opinions__distribution">
              {['6', '5', '4', '3', '2', '1'].map((bucket) => {
                const count = data.ratingDistribution[bucket] ?? 0;
                return (
                  <li key={bucket}>
                    <span>{t('opinions.distributionRow', { rating: bucket, count })}</span>
                    <span className="hotel-opinions__bar" aria-hidden="true" style={{ width: `${(count / maxBucket) * 100}%` }} />
                  </li>
                );
              })}
            </ul>
          </figure>
          <figure>
            <figcaption>{t('opinions.categories')}</figcaption>
            <dl className="hotel-opinions__category-ratings" data-testid="category-ratings">
              {OPINION_CATEGORIES.map((category) => {
                const value = data.categoryRatings[category];
                return (
                  <div key={category}>
                    <dt>{t(`opinions.category.${category}`)}</dt>
                    <dd>{value === undefined ? t('opinions.rating.none') : t('opinions.score', { score: formatRating(value) })}</dd>
                  </div>
                );
              })}
            </dl>
          </figure>
        </div>
        <h3>{t('opinions.sources')}</h3>
        <ul className="hotel-opinions__sources" data-testid="opinion-sources">
          {sources.map((source, index) =>
            source.data === undefined ? (
              <li key={index}>{source.isError ? t('opinions.loadError') : t('loadingSection')}</li>
            ) : (
              <li key={source.data.source}>
                <strong>{t(`opinions.source.${source.data.source}`)}</strong>:{' '}
                {source.data.ratingValue === null
                  ? t('opinions.rating.none')
                  : t('opinions.sourceSummary', {
                      score: formatRating(source.data.ratingValue),
                      count: t('opinions.count', { count: source.data.reviewCount }),
                    })}
              </li>
            ),
          )}
        </ul>
        {description.data === undefined || description.data.description === '' ? null : (
          <>
            <h3>{t('opinions.whatGuestsSay')}</h3>
            <p data-testid="opinions-description">{description.data.description}</p>
          </>
        )}
        <OpinionsList hotelId={hotelId} />
      </>
    );
  }

  return (
    <section className="hotel-opinions" aria-labelledby="hotel-opinions-heading">
      <h2 id="hotel-opinions-heading">{t('opinions.heading')}</h2>
      {body}
      {addLink}
      {featured.data === undefined || featured.data.items.length === 0 ? null : (
        <aside className="hotel-opinions__featured" aria-labelledby="hotel-featured-heading">
          <h3 id="hotel-featured-heading">{t('opinions.featured')}</h3>
          <ul>
            {featured.data.items.map((opinion) => (
              <li key={opinion.id}>
                <Link to={`/hotel/${encodeURIComponent(opinion.hotelSlug)}/`}>
                  {t('opinions.featuredFrom', { hotel: opinion.hotelName, title: opinion.title })}
                </Link>{' '}
                {t('opinions.score', { score: formatRating(opinion.rating) })}
              </li>
            ))}
          </ul>
        </aside>
      )}
    </section>
  );
}
