import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
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

function renderShop(at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <nav>
        <Link to="/wycieczki/">Szukaj wyjazdów</Link>
        <Link to="/wycieczki/?strona=2">Następna strona</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<h1>Strona główna</h1>} />
          <Route path="/wycieczki/" element={<LatePage title="Wycieczki" />} />
        </Routes>
      </main>
      <RouteAnnouncer />
    </MemoryRouter>,
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
    expect(screen.getByTestId('route-announcement')).toHaveTextContent('Wycieczki');
  });

  it('leaves focus alone on the first page and on a change of the query only', async () => {
    const user = userEvent.setup();
    renderShop('/wycieczki/');
    await screen.findByRole('heading', { name: 'Wycieczki' });
    expect(document.body).toHaveFocus();
    const next = screen.getByRole('link', { name: 'Następna strona' });
    await user.click(next);
    expect(next).toHaveFocus();
    expect(screen.getByTestId('route-announcement')).toHaveTextContent('');
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
    const onTitle = jest.fn();
    focusNewPage(main, onTitle, 10);
    await waitFor(() => expect(main).toHaveFocus());
    expect(onTitle).toHaveBeenCalledWith('Regulamin – Podróżownia');
    main.remove();
  });
});
