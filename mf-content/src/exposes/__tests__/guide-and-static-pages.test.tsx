import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { GUIDE_DOCUMENTS } from '../../features/content-document';
import { GuidePage } from '../guide-page';
import { StaticPage } from '../static-page';
import { renderWithProviders } from '@travel/ui/testing';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['tour-guide', 'static-pages']);
});

const renderAt = (path: string, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) =>
  renderWithProviders(
    <Routes>
      <Route path="/przewodnik/*" element={<GuidePage />} />
      <Route path="*" element={<StaticPage />} />
    </Routes>,
    { i18n, queryClient: client, route: path },
  );

describe('GuidePage', () => {
  it('shows a sub-page: its own h1, a breadcrumb ending at it, the section navigation and the body', async () => {
    renderAt('/przewodnik/dokumenty/');
    expect(screen.getByRole('heading', { level: 1, name: 'Dokumenty' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Jesteś tutaj' });
    expect(within(breadcrumb).getByRole('link', { name: 'Przewodnik' }).getAttribute('href')).toBe('/przewodnik/');
    expect(within(breadcrumb).getByText('Dokumenty').getAttribute('aria-current')).toBe('page');
    const sections = screen.getByRole('navigation', { name: 'Działy przewodnika' });
    expect(within(sections).getByRole('link', { name: 'Dokumenty' }).getAttribute('aria-current')).toBe('page');
    expect(within(sections).getAllByRole('link')).toHaveLength(13);
    expect(await screen.findByRole('heading', { level: 2, name: 'Paszport czy dowód osobisty' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Poprzedni i następny dział' });
    expect(within(pager).getByRole('link', { name: 'Poprzedni dział: Płatności' }).getAttribute('href')).toBe('/przewodnik/platnosci/');
    expect(within(pager).getByRole('link', { name: 'Następny dział: Podróż samolotem' }).getAttribute('href')).toBe(
      '/przewodnik/podroz-samolotem/',
    );
  });

  it('shows the table of contents at /przewodnik/', () => {
    renderAt('/przewodnik/');
    expect(screen.getByRole('heading', { level: 1, name: 'Przewodnik Podróżownika' })).toBeTruthy();
    expect(within(screen.getByTestId('guide-contents')).getAllByRole('link')).toHaveLength(12);
  });

  it('maps the whole guide: every section with links to its parts', async () => {
    renderAt('/przewodnik/mapa-przewodnika/');
    expect(screen.getByRole('heading', { level: 1, name: 'Mapa przewodnika' })).toBeTruthy();
    const map = screen.getByTestId('guide-map');
    expect((await within(map).findByRole('link', { name: 'Wizy i zezwolenia na wjazd' })).getAttribute('href')).toBe(
      '/przewodnik/dokumenty/#wizy',
    );
    expect(within(map).getByRole('link', { name: 'Słowniczek' }).getAttribute('href')).toBe('/przewodnik/slowniczek/');
  });

  it('lands on the part a link names', async () => {
    renderAt('/przewodnik/dokumenty/#dzieci');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Dokumenty dzieci' });
    expect(window.document.activeElement).toBe(heading);
  });

  it('answers an unknown guide address with the not-found content', () => {
    renderAt('/przewodnik/nie-ma-takiego/');
    expect(screen.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do spisu treści przewodnika' }).getAttribute('href')).toBe('/przewodnik/');
  });

  it('shows a loading state, then an error with a retry when the body cannot be loaded', async () => {
    // The page's chunk fails to download once (a network drop); the retry loads it.
    jest.spyOn(GUIDE_DOCUMENTS, 'platnosci').mockRejectedValueOnce(new Error('Loading chunk failed'));
    renderAt('/przewodnik/platnosci/');
    expect(screen.getByText('Wczytujemy treść strony…')).toBeTruthy();
    expect(await screen.findByText('Nie udało się wczytać treści strony.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Metody płatności' })).toBeTruthy();
  });
});

describe('StaticPage', () => {
  it('shows the privacy policy with its breadcrumb, effective date, contents and sections', async () => {
    renderAt('/polityka-prywatnosci/');
    expect(screen.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Jesteś tutaj' });
    expect(within(breadcrumb).getByRole('link', { name: 'Podróżownia' }).getAttribute('href')).toBe('/');
    expect(await screen.findByText('Obowiązuje od 1 stycznia 2026 r.')).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Na tej stronie' });
    expect(within(contents).getByRole('link', { name: '6. Twoje prawa' }).getAttribute('href')).toBe('#prawa');
    expect(screen.getByRole('heading', { level: 2, name: '1. Administrator danych' })).toBeTruthy();
  });

  it('renders internal links of a body as links of the shop', async () => {
    renderAt('/o-nas/');
    expect((await screen.findByRole('link', { name: 'Nasze salony podróży' })).getAttribute('href')).toBe('/salony-podrozy/');
  });
});
