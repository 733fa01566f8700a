import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice, useTranslation } from '@travel/i18n';
import { ErrorMessage, Skeleton } from '@travel/ui';
import { useBestLocations, usePopularLocations, useWorld } from './api/use-destination-guide';
import { destinationGuidePath } from './destination-overview';
import { WorldMap } from './world-map';

type RankingKind = 'best' | 'popular';

/** Best rated or most offered destinations, each to its guide page (only the shown list is asked for). */
export function LocationRanking({ kind }: { kind: RankingKind }) {
  return kind === 'best' ? <BestRanking /> : <PopularRanking />;
}

const BestRanking = () => <RankingList kind="best" query={useBestLocations()} />;
const PopularRanking = () => <RankingList kind="popular" query={usePopularLocations()} />;

function RankingList({ kind, query }: { kind: RankingKind; query: ReturnType<typeof useBestLocations> }) {
  const { t } = useTranslation('tour-guide');
  const headingId = useId();
  return (
    <section className="content-section" aria-labelledby={headingId} data-testid={`destinations-${kind}`}>
      <h2 id={headingId}>{t(`destination.${kind}Heading`)}</h2>
      {query.isError ? (
        <ErrorMessage title={t('destination.rankingError')} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      ) : query.data === undefined ? (
        <Skeleton lines={3} height="1.25em" />
      ) : (
        <ol className="content-cards">
          {query.data.items.map((item) => (
            <li key={item.location.id}>
              <h3>
                <Link to={destinationGuidePath(item.location.path)}>{item.location.name}</Link>
              </h3>
              <p className="content-muted">
                {t('destination.rankingFacts', { count: item.offersCount })}
                {item.priceFrom !== null ? ` · ${t('destination.rankingPrice', { price: formatPrice(item.priceFrom) })}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** `/kierunki/`: every continent with its countries. */
export function WorldDestinations() {
  const { t } = useTranslation('tour-guide');
  const headingId = useId();
  const query = useWorld();
  return (
    <section className="content-section" aria-labelledby={headingId} data-testid="destinations-world">
      <h2 id={headingId}>{t('destination.worldHeading')}</h2>
      {query.isError ? (
        <ErrorMessage title={t('destination.rankingError')} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      ) : query.data === undefined ? (
        <Skeleton lines={5} height="1.25em" />
      ) : (
        <>
          <WorldMap countries={query.data.continents.flatMap((continent) => continent.countries)} />
          {query.data.continents
            .filter((continent) => continent.countries.length > 0)
            .map((continent) => (
              <div key={continent.location.id}>
                <h3>{continent.location.name}</h3>
                <ul className="content-inline-list">
                  {continent.countries.map((country) => (
                    <li key={country.id}>
                      <Link to={destinationGuidePath(country.path)}>{country.name}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </>
      )}
    </section>
  );
}
