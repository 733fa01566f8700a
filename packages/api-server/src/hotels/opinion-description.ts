import { fillTemplate, formatRating, pluralText, POLISH_SOURCE_TEXTS } from '@travel/i18n/source-texts';
import type { OpinionSummary } from '../queries/hotels';

const texts = POLISH_SOURCE_TEXTS.hotel.opinions;
const list = new Intl.ListFormat('pl', { type: 'conjunction' });

/** A category in the accusative ("cenią plażę"), from `hotel.json`; an unknown key as it is. */
const valued = (category: string): string => (texts.description.categories as Record<string, string>)[category] ?? category;

/**
 * The hotel's opinions in one or two Polish sentences: the number of opinions and the average, the
 * two categories rated highest and, when there are more than two, the one rated lowest. The words
 * are `hotel.json`'s `opinions.description`, the count in the hotel page's own plural forms.
 */
export function describeOpinions(summary: Pick<OpinionSummary, 'reviewCount' | 'ratingValue' | 'categoryRatings'>): string {
  if (summary.reviewCount === 0 || summary.ratingValue === null) return texts.description.none;
  const opinions = pluralText(texts, 'count', summary.reviewCount);
  const lead = fillTemplate(texts.description.rating, { opinions, rating: formatRating(summary.ratingValue) });
  const ranked = Object.entries(summary.categoryRatings)
    .sort((a, b) => b[1] - a[1])
    .map(([category]) => valued(category));
  if (ranked.length === 0) return lead;
  const best = list.format(ranked.slice(0, 2));
  const worst = ranked.length > 2 ? ranked.at(-1) : undefined;
  const ranking =
    worst === undefined ? fillTemplate(texts.description.best, { best }) : fillTemplate(texts.description.bestAndWorst, { best, worst });
  return `${lead} ${ranking}`;
}
