import { useId } from 'react';
import { useTranslation } from '@travel/i18n';
import { SORT_OPTIONS, type SortSlug } from '@travel/search-model';

export interface SortSelectProps {
  value: SortSlug;
  onChange: (sort: SortSlug) => void;
  /** The listing's GET form this select is the `sortowanie` field of (docs/adr/0220-listing-before-hydration.md). */
  form?: string | undefined;
}

/** The six sort options (docs/product/search-and-filtr.md). */
export function SortSelect({ value, onChange, form }: SortSelectProps) {
  const { t } = useTranslation('listing');
  const id = useId();
  return (
    <div className="listing-sort">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select id={id} name="sortowanie" form={form} value={value} onChange={(event) => onChange(event.target.value as SortSlug)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.slug} value={option.slug}>
            {t(`sort.options.${option.slug}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
