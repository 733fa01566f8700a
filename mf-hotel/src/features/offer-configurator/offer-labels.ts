import { formatDate, useTranslation } from '@travel/i18n';
import { ALL_DEPARTURE_CITIES } from '@travel/search-model';

export const labelOf = (list: readonly { slug: string; label: string }[], slug: string): string =>
  list.find((item) => item.slug === slug)?.label ?? slug;

/** How the hotel page names an offer's facts: the configurator and the price beside the gallery say them alike. */
export function useOfferLabels() {
  const { t } = useTranslation('hotel');
  const { t: tc } = useTranslation('common');
  return {
    city: (city: string | null): string => (city === null ? t('configurator.ownTransport') : labelOf(ALL_DEPARTURE_CITIES, city)),
    duration: (days: number): string =>
      t('configurator.durationLabel', { days: tc('plural.days', { count: days }), nights: tc('plural.nights', { count: days - 1 }) }),
    dates: (from: string, to: string): string =>
      t('configurator.dates', { from: formatDate(from, 'd MMMM yyyy'), to: formatDate(to, 'd MMMM yyyy') }),
    party: (persons: number): string => t('price.party', { persons: tc('plural.persons', { count: persons }) }),
  };
}
