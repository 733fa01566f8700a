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
  it('pages of 20: links to each page, marks the current one and moves to the chosen one', async () => {
    const onPageChange = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Pagination page={2} total={45} pageSize={20} hrefOf={(page) => `/wycieczki/?filtr=strona:${page}`} onPageChange={onPageChange} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Strony wyników' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Strona 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Strona 3' }).getAttribute('href')).toBe('/wycieczki/?filtr=strona:3');
    expect(screen.queryByRole('link', { name: 'Strona 4' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Strona 3' }));
    await userEvent.click(screen.getByRole('link', { name: 'Poprzednia' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('has no link past the last page', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Pagination page={3} total={45} pageSize={20} hrefOf={(page) => `/?strona=${page}`} onPageChange={jest.fn()} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Następna' })).toBeNull();
  });

  it('shows no paging for one page', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Pagination page={1} total={20} pageSize={20} hrefOf={() => '/'} onPageChange={jest.fn()} />
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
