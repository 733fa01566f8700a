import { act, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@travel/event-bus';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { STATIC_PAGES } from '@travel/contracts/routes';
import { uiStore } from '../../store/ui-store';
import { AppLayout } from '../app-layout';
import { renderWithProviders } from '@travel/ui/testing';

let i18n: I18nInstance;
const fetchMock = jest.fn(async (_url: string) => ({
  ok: true,
  status: 200,
  text: async () => JSON.stringify({}),
}));

beforeAll(async () => {
  i18n = await createTestI18n();
  Object.assign(globalThis, { fetch: fetchMock });
});

function renderLayout(path = '/przewodnik/') {
  // A declarative router: jsdom lacks the `Request` a data router builds on navigation.
  // The layout keeps the head in step with navigation through a query (usePageMeta).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<h1>Treść strony</h1>} />
      </Route>
    </Routes>,
    { i18n, queryClient, route: path },
  );
}

describe('AppLayout', () => {
  it('has the landmarks, the skip link and the page in main', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Przejdź do treści' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Treść strony' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Podróżownia – strona główna' })).toHaveAttribute('href', '/');
  });

  it('has a main menu with the categories, the guide, sales offices and contact', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Menu główne' });
    for (const [name, href] of [
      ['Last minute', '/last-minute/'],
      ['Przewodnik', '/przewodnik/'],
      ['Salony podróży', '/salony-podrozy/'],
      ['Kontakt', '/kontakt/'],
    ] as const) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('opens and closes the menu with its button on small screens', async () => {
    const user = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Zamknij menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('navigation', { name: 'Menu główne' })).getByRole('link', { name: 'Rejsy' }));
    expect(uiStore.getState().showMenu).toBe(false);
  });

  it('closes the menu on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Menu główne' });
    within(nav).getByRole('link', { name: 'Rejsy' }).focus();
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('links every static page, the guide and sales offices from the footer', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const slug of Object.keys(STATIC_PAGES)) expect(hrefs).toContain(`/${slug}/`);
    expect(hrefs).toContain('/przewodnik/');
    expect(hrefs).toContain('/salony-podrozy/');
  });

  it('shows the favourites count a remote announces and toasts it sends', () => {
    renderLayout();
    act(() => {
      eventBus.emit('favorites:count-changed', { count: 3 });
      eventBus.emit('toast:show', { id: 'fav', message: 'Dodano do ulubionych', type: 'success' });
    });
    expect(screen.getByRole('link', { name: 'Ulubione: 3 oferty' })).toHaveAttribute('href', '/ulubione/');
    expect(screen.getByRole('status')).toHaveTextContent('Dodano do ulubionych');
  });

  it('asks for no count on start for an anonymous visitor without favourites', async () => {
    renderLayout();
    await act(async () => undefined);
    const calls = fetchMock.mock.calls.map(([url]) => url);
    expect(calls.filter((url) => url.includes('/count/') || url.startsWith('/api/auth/'))).toEqual([]);
    expect(uiStore.getState().userInfo).toBeNull();
  });

  it('offers sign-in to an anonymous visitor', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toBeInTheDocument();
  });
});
