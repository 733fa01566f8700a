import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@travel/contracts/events';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { uiStore } from '../../../store/ui-store';
import { staffLinksFor } from '../staff-links';
import { UserMenu } from '../user-menu';

const user = (roles: UserInfo['roles'], name: string | null = 'Anna'): UserInfo => ({
  id: '1',
  email: 'anna@example.pl',
  name,
  roles,
});

describe('staff links by role (spec 000 §6)', () => {
  it('give an admin every staff tool', () => {
    expect(staffLinksFor(user(['ROLE_ADMIN'])).map((l) => l.id)).toEqual([
      'cms',
      'debug',
      'offerLayersDebug',
      'seoDebug',
      'hitOffersManagement',
    ]);
  });

  it('give an SEO specialist only SEO debug', () => {
    expect(staffLinksFor(user(['ROLE_AI_SEO'])).map((l) => l.id)).toEqual(['seoDebug']);
  });

  it('give a plain user and a visitor none', () => {
    expect(staffLinksFor(user(['ROLE_USER']))).toEqual([]);
    expect(staffLinksFor(null)).toEqual([]);
  });
});

describe('UserMenu', () => {
  let i18n: I18nInstance;
  beforeAll(async () => {
    i18n = await createTestI18n();
  });
  afterEach(() =>
    act(() => {
      uiStore.getState().setUserInfo(null);
      uiStore.getState().setUserMenu(false);
    }),
  );

  const renderMenu = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/przewodnik/']}>
          <UserMenu />
        </MemoryRouter>
      </I18nextProvider>,
    );

  it('offers sign-in to an anonymous visitor, returning to the page', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute(
      'href',
      '/api/auth/login/?next=%2Fprzewodnik%2F',
    );
  });

  it('greets a signed-in SEO specialist and lists only SEO debug', async () => {
    const u = userEvent.setup();
    renderMenu();
    act(() => uiStore.getState().setUserInfo(user(['ROLE_AI_SEO'])));
    const button = screen.getByRole('button', { name: 'Witaj, Anna' });
    await u.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Debugowanie SEO' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'CMS' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wyloguj się' })).toBeVisible();
    await u.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('greets by e-mail when the account has no name', () => {
    renderMenu();
    act(() => uiStore.getState().setUserInfo(user(['ROLE_USER'], null)));
    expect(screen.getByRole('button', { name: 'Witaj, anna@example.pl' })).toBeInTheDocument();
  });
});
