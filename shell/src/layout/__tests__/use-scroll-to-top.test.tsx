import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useScrollToTop } from '../use-scroll-to-top';

const TARGETS = ['/regulamin/', '/wycieczki/?filtr=dorosli:2', '/przewodnik/'];

/** The hook under a router, with one button per address to go to. */
function Probe() {
  useScrollToTop();
  const navigate = useNavigate();
  return (
    <>
      {TARGETS.map((to) => (
        <button key={to} type="button" onClick={() => void navigate(to)}>
          {to}
        </button>
      ))}
    </>
  );
}

const go = (to: string) => fireEvent.click(screen.getByRole('button', { name: to }));

describe('useScrollToTop', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo;
  });

  it('leaves the first page where the browser put it, and starts each new page at its top', () => {
    render(
      <MemoryRouter initialEntries={['/przewodnik/']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    go('/regulamin/');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position on back and forward (the browser restores it) and on a change of the query only', () => {
    render(
      <MemoryRouter initialEntries={['/wycieczki/']}>
        <Probe />
      </MemoryRouter>,
    );
    go('/wycieczki/?filtr=dorosli:2');
    expect(scrollTo).not.toHaveBeenCalled();
    window.dispatchEvent(new PopStateEvent('popstate'));
    go('/przewodnik/');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
