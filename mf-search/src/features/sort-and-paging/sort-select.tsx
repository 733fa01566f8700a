import { useId } from 'react';
import { useTranslation } from '@travel/i18n';
import { SORT_OPTIONS, type SortSlug } from '@travel/search-model';

export interface SortSelectProps {
  value: SortSlug;
  onChange: (sort: SortSlug) => void;
}

/** The six sort options (spec 000 §9). */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation('listing');
  const id = useId();
  return (
    <div className="listing-sort">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SortSlug)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.slug} value={option.slug}>
            {t(`sort.options.${option.slug}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
