import { act, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@travel/api-client';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@travel/contracts/events';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { uiStore } from '../../../store/ui-store';
import { staffLinksFor } from '../staff-links';
import { UserMenu } from '../user-menu';
import { renderWithProviders } from '@travel/ui/testing';

const user = (roles: UserInfo['roles'], name: string | null = 'Anna'): UserInfo => ({
  id: '1',
  email: 'anna@example.pl',
  name,
  roles,
});

describe('staff links by role', () => {
  it('give an admin every staff tool, the CMS only when its address is configured', () => {
    expect(staffLinksFor(user(['ROLE_ADMIN']), { cms: 'https://cms.example/' }).map((l) => l.id)).toEqual([
      'cms',
      'debug',
      'offerLayersDebug',
      'seoDebug',
      'hitOffersManagement',
      'reviewModeration',
      'paymentAttention',
      'offersForClients',
    ]);
  });

  it('lead the CMS link to the configured address, and leave it out when there is none', () => {
    expect(staffLinksFor(user(['ROLE_ADMIN']), { cms: 'https://cms.example/' })[0]).toMatchObject({
      id: 'cms',
      href: 'https://cms.example/',
    });
    expect(staffLinksFor(user(['ROLE_ADMIN']), { cms: null }).map((l) => l.id)).not.toContain('cms');
  });

  it('give an SEO specialist only SEO debug', () => {
    expect(staffLinksFor(user(['ROLE_AI_SEO'])).map((l) => l.id)).toEqual(['seoDebug']);
  });

  it('give a plain user (who sells) only the offers they prepared for clients, a visitor none', () => {
    expect(staffLinksFor(user(['ROLE_USER'])).map((l) => l.id)).toEqual(['offersForClients']);
    expect(staffLinksFor(null)).toEqual([]);
  });
});

describe('staff pages a link of the menu opens', () => {
  it('are headed in Polish with the name the menu gives them', async () => {
    const texts = await createTestI18n(['common', 'staff']);
    expect(texts.t('staff:seo.heading')).toBe(texts.t('common:userMenu.staff.seoDebug'));
    expect(texts.t('staff:layers.heading')).toBe(texts.t('common:userMenu.staff.offerLayersDebug'));
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

  const renderMenu = (props: Parameters<typeof UserMenu>[0] = {}, at = '/przewodnik/?strona=2') =>
    renderWithProviders(<UserMenu {...props} />, { i18n, route: at });

  it("leads an anonymous visitor's 'Zaloguj się' to Moje rezerwacje, where staff find their own sign-in", () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/moje-rezerwacje/');
  });

  it('signs out with a POST and reloads the page it is on', async () => {
    const u = userEvent.setup();
    const calls: Array<{ url: string; method: string | undefined }> = [];
    const client = createApiClient({
      fetch: async (input, init) => {
        calls.push({ url: String(input), method: init?.method });
        // jsdom has no Response: the client reads only these two.
        return { status: 200, text: async () => JSON.stringify({ signedOut: true }) } as unknown as Response;
      },
    });
    const navigate = jest.fn();
    renderMenu({ client, navigate });
    act(() => uiStore.getState().setUserInfo(user(['ROLE_ADMIN'])));
    await u.click(await screen.findByRole('button', { name: 'Witaj, Anna' }));
    await u.click(screen.getByRole('button', { name: 'Wyloguj się' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/przewodnik/?strona=2'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ url: '/api/auth/logout/', method: 'POST' }]);
  });

  it('says so when sign-out fails, and stays', async () => {
    const u = userEvent.setup();
    const client = createApiClient({ fetch: async () => ({ status: 503, text: async () => '{}' }) as unknown as Response });
    const navigate = jest.fn();
    renderMenu({ client, navigate });
    act(() => uiStore.getState().setUserInfo(user(['ROLE_USER'])));
    await u.click(await screen.findByRole('button', { name: 'Witaj, Anna' }));
    await u.click(screen.getByRole('button', { name: 'Wyloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wylogować. Spróbuj ponownie.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('greets a signed-in SEO specialist and lists only SEO debug', async () => {
    const u = userEvent.setup();
    renderMenu();
    act(() => uiStore.getState().setUserInfo(user(['ROLE_AI_SEO'])));
    const button = await screen.findByRole('button', { name: 'Witaj, Anna' });
    await u.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Debugowanie SEO' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'CMS' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
    await u.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an admin no CMS link while the shop has no CMS address configured', async () => {
    const u = userEvent.setup();
    const client = createApiClient({
      fetch: async () =>
        ({ status: 200, text: async () => JSON.stringify({ cms: null, mds: null, hotelPoints: null }) }) as unknown as Response,
    });
    renderMenu({ client });
    act(() => uiStore.getState().setUserInfo(user(['ROLE_ADMIN'])));
    await u.click(await screen.findByRole('button', { name: 'Witaj, Anna' }));
    expect(await screen.findByRole('link', { name: 'Debugowanie' })).toHaveAttribute('href', '/debug/');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'CMS' })).not.toBeInTheDocument());
  });

  it('leads an admin to the configured CMS', async () => {
    const u = userEvent.setup();
    const client = createApiClient({
      fetch: async () =>
        ({
          status: 200,
          text: async () => JSON.stringify({ cms: 'https://cms.example/', mds: null, hotelPoints: null }),
        }) as unknown as Response,
    });
    renderMenu({ client });
    act(() => uiStore.getState().setUserInfo(user(['ROLE_ADMIN'])));
    await u.click(await screen.findByRole('button', { name: 'Witaj, Anna' }));
    expect(await screen.findByRole('link', { name: 'CMS' })).toHaveAttribute('href', 'https://cms.example/');
  });

  it('greets by e-mail when the account has no name', async () => {
    renderMenu();
    act(() => uiStore.getState().setUserInfo(user(['ROLE_USER'], null)));
    expect(await screen.findByRole('button', { name: 'Witaj, anna@example.pl' })).toBeInTheDocument();
  });
});
