import { useId, useState } from 'react';
import { useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText } from '@travel/ui';
import { useMonthWeather } from './api/use-month-weather';

export interface MonthWeatherProps {
  /** Path of the hotel's place (`grecja/kreta`). */
  location: string;
  /** Locative of the place, 'na Krecie'. */
  locative: string;
  /** The month of the selected departure (1-12); the shopper may look at another. */
  month: number;
}

const MONTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
type MonthKey = (typeof MONTHS)[number];
const monthKey = (month: number): MonthKey => MONTHS[Math.min(11, Math.max(0, month - 1))] ?? '1';

/** Climate normals of the place in the month of the selected departure (weather API). */
export function MonthWeather({ location, locative, month }: MonthWeatherProps) {
  const { t } = useTranslation('hotel');
  const selectId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = chosen ?? month;
  const weather = useMonthWeather(location, shown);
  const normals = weather.data?.normals;
  return (
    <section className="hotel-weather" aria-labelledby="hotel-weather-heading">
      <h2 id="hotel-weather-heading">{t('weather.heading', { place: locative, month: t(`months.${monthKey(shown)}`) })}</h2>
      <label htmlFor={selectId}>{t('weather.monthLabel')}</label>{' '}
      <select id={selectId} value={String(shown)} onChange={(event) => setChosen(Number(event.target.value))}>
        {MONTHS.map((key) => (
          <option key={key} value={key}>
            {t(`months.${key}`)}
          </option>
        ))}
      </select>
      {weather.isError ? (
        <ErrorMessage title={t('weather.loadError')} onRetry={() => void weather.refetch()} retryLabel={t('retry')} />
      ) : normals === undefined ? (
        <LoadingText>{t('loadingSection')}</LoadingText>
      ) : (
        <dl className="hotel-weather__normals" data-testid="weather">
          <div>
            <dt>{t('weather.airDay')}</dt>
            <dd>{t('weather.degrees', { value: normals.airDay })}</dd>
          </div>
          <div>
            <dt>{t('weather.airNight')}</dt>
            <dd>{t('weather.degrees', { value: normals.airNight })}</dd>
          </div>
          <div>
            <dt>{t('weather.water')}</dt>
            <dd>{normals.water === null ? t('weather.noSea') : t('weather.degrees', { value: normals.water })}</dd>
          </div>
          <div>
            <dt>{t('weather.sunHours')}</dt>
            <dd>{t('weather.hours', { value: normals.sunHours })}</dd>
          </div>
          <div>
            <dt>{t('weather.rainyDays')}</dt>
            <dd>{normals.rainyDays}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
