import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { Pagination, visiblePages } from '../pagination';
import { SortSelect } from '../sort-select';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['listing']);
});

describe('visiblePages', () => {
  it('keeps the first, the last and two pages either side, with gaps as 0', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(6, 13)).toEqual([1, 0, 4, 5, 6, 7, 8, 0, 13]);
    expect(visiblePages(13, 13)).toEqual([1, 0, 11, 12, 13]);
  });
});

describe('Pagination and sort', () => {
  it('pages of 20: marks the current page and moves to the chosen one', async () => {
    const onPageChange = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Pagination page={2} total={45} pageSize={20} onPageChange={onPageChange} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Strony wyników' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Strona 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Strona 4' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Strona 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Poprzednia' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('shows no paging for one page', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Pagination page={1} total={20} pageSize={20} onPageChange={jest.fn()} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers the six sort options of the spec', async () => {
    const onChange = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <SortSelect value="cena" onChange={onChange} />
      </I18nextProvider>,
    );
    const select = screen.getByLabelText('Sortuj');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Najtańsze',
      'Najpopularniejsze',
      'Najlepiej oceniane',
      'Najbliższy termin',
      'Największa zniżka',
      'Hity cenowe',
    ]);
    await userEvent.selectOptions(select, 'Najlepiej oceniane');
    expect(onChange).toHaveBeenCalledWith('ocena');
  });
});
