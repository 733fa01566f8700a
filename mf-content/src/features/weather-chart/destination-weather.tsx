import { useId } from 'react';
import { useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText } from '@travel/ui';
import { useWeatherSeason } from './api/use-weather-season';
import { WeatherChart, WeatherTable, bestSeasonText } from './weather-chart';

/** The weather section of a destination: best season, the chart and its table. */
export function DestinationWeather({ location, placeLocative }: { location: string; placeLocative: string }) {
  const { t } = useTranslation('tour-guide');
  const headingId = useId();
  const query = useWeatherSeason(location);
  return (
    <section className="content-section" aria-labelledby={headingId} data-testid="destination-weather">
      <h2 id={headingId}>{t('weather.heading', { place: placeLocative })}</h2>
      {query.isError ? (
        <ErrorMessage title={t('weather.error')} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      ) : query.data === undefined ? (
        <LoadingText>{t('weather.loading')}</LoadingText>
      ) : query.data.months.length === 0 ? (
        <p>{t('weather.noData')}</p>
      ) : (
        <>
          <p data-testid="best-season">
            {query.data.bestMonths.length > 0 ? (
              <>
                <strong>{t('weather.bestSeason')}</strong> {bestSeasonText(query.data.bestMonths)}.
              </>
            ) : (
              t('weather.noBestSeason')
            )}{' '}
            <span className="content-muted">{t('weather.bestRule')}</span>
          </p>
          <WeatherChart placeLocative={placeLocative} months={query.data.months} bestMonths={query.data.bestMonths} />
          <WeatherTable placeLocative={placeLocative} months={query.data.months} bestMonths={query.data.bestMonths} />
        </>
      )}
    </section>
  );
}
