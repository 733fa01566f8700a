import { useTranslation } from '@travel/i18n';
import type { MouseEvent } from 'react';

export interface PaginationProps {
  page: number;
  /** Hotels matching the search. */
  total: number;
  pageSize: number;
  /** The address of a page of this search: the links work before hydration and without JavaScript. */
  hrefOf: (page: number) => string;
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

const linkClass = (variant: 'primary' | 'ghost'): string => `tr-button tr-button--${variant}`;

/**
 * Paging of the listing (`strona`) as links to each page's address (docs/adr/0220-listing-before-hydration.md);
 * once hydrated, a plain click changes the page in place and moves focus to the results.
 */
export function Pagination({ page, total, pageSize, hrefOf, onPageChange }: PaginationProps) {
  const { t } = useTranslation('listing');
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  if (lastPage <= 1) return null;
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the browser's own handling.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPageChange(target);
  };
  const step = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <a className={linkClass('ghost')} href={hrefOf(target)} rel={target < page ? 'prev' : 'next'} onClick={go(target)}>
        {label}
      </a>
    ) : (
      <span className={`${linkClass('ghost')} listing-pagination__edge`} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="listing-pagination" aria-label={t('paging.label')}>
      {step(page - 1, t('paging.previous'), page > 1)}
      <ul>
        {visiblePages(page, lastPage).map((number, index) =>
          number === 0 ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a
                className={linkClass(number === page ? 'primary' : 'ghost')}
                href={hrefOf(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('paging.page', { page: number })}
                onClick={go(number)}
              >
                {number}
              </a>
            </li>
          ),
        )}
      </ul>
      {step(page + 1, t('paging.next'), page < lastPage)}
    </nav>
  );
}
