import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { VisuallyHidden } from '@travel/ui';
import { useBrowserList } from '../browser-list/browser-list';
import { clearViewedHotels, recentlyViewed } from './recently-viewed-list';

export interface RecentlyViewedProps {
  /** The hotel of the page, left out of its own list. */
  exceptSlug?: string;
}

const SECTION_STYLE = { marginBlock: 'var(--tr-space-5)' } as const;
const HEAD_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'var(--tr-space-2)',
} as const;
const LIST_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 'var(--tr-space-3)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;
const CLEAR_STYLE = {
  minHeight: 44,
  padding: '0 var(--tr-space-3)',
  border: '1px solid var(--tr-border-strong)',
  borderRadius: 'var(--tr-radius)',
  background: 'var(--tr-surface)',
  color: 'var(--tr-text)',
  font: 'inherit',
  cursor: 'pointer',
} as const;

/**
 * "Ostatnio oglądane": the hotels this browser opened, newest first, and one button that forgets
 * them. Nothing at all when the list is empty, and nothing in the server's first paint: it is laid
 * out last on its page, so appearing after hydration moves nothing above it.
 */
export function RecentlyViewed({ exceptSlug }: RecentlyViewedProps) {
  const { t } = useTranslation('favorites');
  const headingId = useId();
  const hotels = useBrowserList(recentlyViewed).filter((hotel) => hotel.slug !== exceptSlug);
  if (hotels.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="recently-viewed" style={SECTION_STYLE}>
      <div style={HEAD_STYLE}>
        <h2 id={headingId}>{t('recent.heading')}</h2>
        <button type="button" style={CLEAR_STYLE} onClick={clearViewedHotels}>
          {t('recent.clear')}
        </button>
      </div>
      <ul style={LIST_STYLE}>
        {hotels.map((hotel) => (
          <li key={hotel.slug}>
            <Link to={`/hotel/${encodeURIComponent(hotel.slug)}/`}>{hotel.name}</Link>
            <p style={{ margin: 0 }}>
              {hotel.place}
              <VisuallyHidden>{`, ${t('recent.stars', { count: hotel.stars, stars: String(hotel.stars).replace('.', ',') })}`}</VisuallyHidden>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
