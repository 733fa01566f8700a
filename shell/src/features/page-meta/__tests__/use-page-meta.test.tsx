import { act, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import type { UserInfo } from '@travel/contracts/events';
import { uiStore } from '../../../store/ui-store';
import { usePageMeta } from '../use-page-meta';
import { renderWithProviders } from '@travel/ui/testing';

let i18n: I18nInstance;
const fetchMock = jest.fn(async (_url: string) => ({
  ok: true,
  status: 200,
  text: async () =>
    JSON.stringify({
      breadcrumbs: [],
      heading: { title: 'Wakacje w Grecji', description: '' },
      seo: { title: 'Wakacje w Grecji', description: 'Oferty do Grecji.', keywords: '' },
      locationData: null,
    }),
}));

beforeAll(async () => {
  i18n = await createTestI18n(['order', 'payment', 'static-pages', 'staff']);
  Object.assign(globalThis, { fetch: fetchMock });
});
beforeEach(() => {
  fetchMock.mockClear();
  document.title = 'Strona startowa – Podróżownia';
});

/** The test's hand on the router: the probe hands its navigate function over once mounted. */
const router: { navigate?: NavigateFunction } = {};
function Probe() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  usePageMeta();
  return null;
}
const navigate = (path: string) => router.navigate!(path);

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<Probe />, { i18n, queryClient, route: path });
}

const metaCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/seo/meta/'));

describe('usePageMeta', () => {
  it('leaves the first page as the server wrote it and asks nothing', () => {
    renderAt('/wakacje/');
    expect(document.title).toBe('Strona startowa – Podróżownia');
    expect(metaCalls()).toHaveLength(0);
  });

  it("after a navigation to a public page, sets that page's title from its meta", async () => {
    renderAt('/');
    await act(async () => navigate('/wakacje/grecja/'));
    await waitFor(() => expect(document.title).toBe('Wakacje w Grecji – Podróżownia'));
    expect(metaCalls()).toHaveLength(1);
    expect(String(metaCalls()[0]![0])).toContain('pathname=%2Fwakacje%2Fgrecja%2F');
  });

  it.each([
    ['/rezerwacja/0b7f0e52-1111-4c4c-9d9d-123456789abc/dane/', 'Informacje o rezerwacji – Podróżownia'],
    ['/rezerwacja/0b7f0e52-1111-4c4c-9d9d-123456789abc/platnosc/', 'Płatność – Podróżownia'],
    ['/moje-rezerwacje/', 'Moje rezerwacje – Podróżownia'],
    ['/platnosc/sukces/0123456789abcdef0123456789abcdef/', 'Płatność zakończona powodzeniem – Podróżownia'],
    ['/debug/seo/', 'Debugowanie SEO – Podróżownia'],
    ['/logowanie/', 'Logowanie dla pracowników – Podróżownia'],
  ])('after a navigation to %s, a page with no meta, titles it from the route table without asking', async (path, title) => {
    renderAt('/');
    await act(async () => navigate(path));
    await waitFor(() => expect(document.title).toBe(title));
    expect(metaCalls()).toHaveLength(0);
  });

  it('titles a staff tool the signed-in user may not use by the page it shows, Brak dostępu', async () => {
    uiStore.getState().setUserInfo({ id: 'u1', email: 'klient@example.pl', name: 'Klient', roles: ['ROLE_USER'] } satisfies UserInfo);
    try {
      renderAt('/');
      await act(async () => navigate('/debug/seo/'));
      await waitFor(() => expect(document.title).toBe('Brak dostępu – Podróżownia'));
      expect(metaCalls()).toHaveLength(0);
    } finally {
      uiStore.getState().setUserInfo(null);
    }
  });

  it('titles an address the API does not know as not found', async () => {
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 404,
      text: async () => JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'no such page' }),
    });
    renderAt('/');
    await act(async () => navigate('/hotel/nie-ma-takiego/'));
    await waitFor(() => expect(document.title).toBe('Nie znaleziono strony – Podróżownia'));
  });
});
