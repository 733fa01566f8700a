import { useTranslation } from '@travel/i18n';
import { appliedCategoryPresets, clearCategoryPresets, type LandingPreset, type SearchState } from '@travel/search-model';
import { Button } from '@travel/ui';

export interface CategoryPresetsProps {
  state: SearchState;
  landing: LandingPreset;
  now: Date;
  /** Goes to the search without the presets (its category may revert: docs/product/category-derivation.md). */
  onClear: (state: SearchState) => void;
}

/**
 * Which filters the category set, and one button that clears them (docs/product/landing-pages.md:
 * "presets can be cleared"). Nothing when the filters hold none of them.
 */
export function CategoryPresets({ state, landing, now, onClear }: CategoryPresetsProps) {
  const { t } = useTranslation('listing');
  const applied = appliedCategoryPresets(state, { now });
  if (applied.length === 0) return null;
  const presets = [...new Set(applied.map((key) => t(`categoryPresets.keys.${key}`)))].join(', ');
  return (
    <p className="listing-category-presets" data-testid="category-presets">
      {t('categoryPresets.label', { title: landing.title, presets })}{' '}
      <Button variant="secondary" onClick={() => onClear(clearCategoryPresets(state, { now }))}>
        {t('categoryPresets.clear')}
      </Button>
    </p>
  );
}
