import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { focusNewPage, RouteAnnouncer } from '../route-announcer';

/** A page drawn a moment after it is shown, as a lazy-loaded remote page is. */
function LatePage({ title }: { title: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>{title}</h1> : <p>Ładowanie…</p>;
}

/**
 * The previous page's heading, still drawn when the route has changed, then a new `<h1>` element in
 * its place: a remote page that renders late after another page of the same remote.
 */
function StaleThenNewPage({ stale, title }: { stale: string; title: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1 key="new">{title}</h1> : <h1 key="stale">{stale}</h1>;
}

/** The page titles the test answers by hand, as the API would answer the listing's page meta. */
const titleAnswers = new Map<string, (title: string) => void>();

/** One page for every destination, keeping its `<h1>` (and the previous title) while the next title loads, as the listing does. */
function DestinationPage() {
  const { destination = '' } = useParams();
  const meta = useQuery({
    queryKey: ['title', destination],
    queryFn: () => new Promise<string>((resolve) => titleAnswers.set(destination, resolve)),
    placeholderData: keepPreviousData,
  });
  return <h1>{meta.data ?? 'Ładowanie…'}</h1>;
}

function renderShop(at = '/') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <nav>
          <Link to="/wycieczki/">Szukaj wyjazdów</Link>
          <Link to="/wycieczki/?strona=2">Następna strona</Link>
          <Link to="/kierunek/turcja/">Turcja</Link>
          <Link to="/hotel/b/">Hotel B</Link>
        </nav>
        <main id="main" tabIndex={-1}>
          <Routes>
            <Route path="/" element={<h1>Strona główna</h1>} />
            <Route path="/wycieczki/" element={<LatePage title="Wycieczki" />} />
            <Route path="/kierunek/:destination/" element={<DestinationPage />} />
            <Route path="/hotel/b/" element={<StaleThenNewPage stale="Strona główna" title="Hotel B" />} />
          </Routes>
        </main>
        <RouteAnnouncer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RouteAnnouncer', () => {
  it('moves focus to the heading of the page a link opened, once it is drawn, and says its title', async () => {
    const user = userEvent.setup();
    renderShop();
    await user.click(screen.getByRole('link', { name: 'Szukaj wyjazdów' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Wycieczki' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(screen.getByTestId('route-announcement')).toHaveTextContent('Wycieczki'));
  });

  it("says the new page's title, not the previous one its reused heading still shows while the data loads", async () => {
    const user = userEvent.setup();
    renderShop('/kierunek/grecja/');
    act(() => titleAnswers.get('grecja')!('Wycieczki do Grecji'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Wycieczki do Grecji' });
    await user.click(screen.getByRole('link', { name: 'Turcja' }));
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveTextContent('Wycieczki do Grecji');
    expect(screen.getByTestId('route-announcement')).toBeEmptyDOMElement();
    act(() => titleAnswers.get('turcja')!('Wycieczki do Turcji'));
    await waitFor(() => expect(screen.getByTestId('route-announcement')).toHaveTextContent('Wycieczki do Turcji'));
    expect(heading).toHaveFocus();
  });

  it("hands focus on to the new heading when the one it took was the previous page's, replaced a moment later", async () => {
    const user = userEvent.setup();
    renderShop();
    await user.click(screen.getByRole('link', { name: 'Hotel B' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Hotel B' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(screen.getByTestId('route-announcement')).toHaveTextContent('Hotel B'));
  });

  it('leaves a control the page focused alone when the heading it had focused is replaced', async () => {
    const main = document.createElement('main');
    const stale = document.createElement('h1');
    stale.textContent = 'Poprzednia strona';
    const button = document.createElement('button');
    main.append(stale, button);
    document.body.append(main);
    const stop = focusNewPage(main, () => {}, 1000);
    expect(stale).toHaveFocus();
    button.focus();
    stale.remove();
    const next = document.createElement('h1');
    next.textContent = 'Nowa strona';
    main.prepend(next);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(button).toHaveFocus();
    stop();
    main.remove();
  });

  it('leaves focus alone on the first page and on a change of the query only', async () => {
    const user = userEvent.setup();
    renderShop('/wycieczki/');
    await screen.findByRole('heading', { name: 'Wycieczki' });
    expect(document.body).toHaveFocus();
    const next = screen.getByRole('link', { name: 'Następna strona' });
    await user.click(next);
    expect(next).toHaveFocus();
    expect(screen.getByTestId('route-announcement')).toBeEmptyDOMElement();
  });

  it('does not take focus back from a control the visitor reached while the page was loading', async () => {
    const user = userEvent.setup();
    renderShop();
    await user.click(screen.getByRole('link', { name: 'Szukaj wyjazdów' }));
    act(() => screen.getByRole('link', { name: 'Następna strona' }).focus());
    await screen.findByRole('heading', { name: 'Wycieczki' });
    expect(screen.getByRole('link', { name: 'Następna strona' })).toHaveFocus();
  });

  it('focuses main when the page shows no heading in time', async () => {
    document.title = 'Regulamin – Podróżownia';
    const main = document.createElement('main');
    document.body.append(main);
    const onSettled = jest.fn();
    focusNewPage(main, onSettled, 10);
    await waitFor(() => expect(main).toHaveFocus());
    expect(onSettled).toHaveBeenCalledWith(null);
    main.remove();
  });
});
