import { useTranslation } from '@travel/i18n';
import { useSeoText } from './api/use-listing-seo';

export interface SeoTextProps {
  category: string;
  /** Destination path below the category, e.g. 'grecja/kreta'; null for the category page. */
  location: string | null;
}

/** The category's SEO text under the results; nothing when the API has none. */
export function SeoText({ category, location }: SeoTextProps) {
  const { t } = useTranslation('listing');
  const text = useSeoText(category, location).data?.text ?? null;
  if (text === null || text.trim() === '') return null;
  return (
    <section className="listing-seo" aria-label={t('seoTextLabel')}>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}
