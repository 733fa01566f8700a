import { useTranslation } from '@travel/i18n';
import { Button } from '@travel/ui';

export interface PaginationProps {
  page: number;
  /** Hotels matching the search. */
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Pages shown around the current one; the first and last are always reachable. */
const NEIGHBOURS = 2;

/** Page numbers to show: 1, …, around the current page, …, last (0 marks a gap). */
export function visiblePages(page: number, lastPage: number): number[] {
  const pages: number[] = [];
  for (let candidate = 1; candidate <= lastPage; candidate += 1) {
    const near = Math.abs(candidate - page) <= NEIGHBOURS;
    if (candidate === 1 || candidate === lastPage || near) pages.push(candidate);
    else if (pages.at(-1) !== 0) pages.push(0);
  }
  return pages;
}

/** Paging of the listing (`strona`); the page moves focus to the results after a change. */
export function Pagination({ page, total, pageSize, onPageChange }: PaginationProps) {
  const { t } = useTranslation('listing');
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  if (lastPage <= 1) return null;
  return (
    <nav className="listing-pagination" aria-label={t('paging.label')}>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('paging.previous')}
      </Button>
      <ul>
        {visiblePages(page, lastPage).map((number, index) =>
          number === 0 ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Button
                variant={number === page ? 'primary' : 'ghost'}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('paging.page', { page: number })}
                onClick={() => onPageChange(number)}
              >
                {number}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button variant="ghost" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
        {t('paging.next')}
      </Button>
    </nav>
  );
}
