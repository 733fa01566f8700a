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
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      {TARGETS.map((to) => (
        <button key={to} type="button" onClick={() => void navigate(to)}>
          {to}
        </button>
      ))}
    </>
  );
}

const go = (to: string) => fireEvent.click(screen.getByRole('button', { name: to }));
const back = () => fireEvent.click(screen.getByRole('button', { name: 'back' }));

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

  it('keeps the position on a change of the query only and on back and forward (the browser restores it)', () => {
    render(
      <MemoryRouter initialEntries={['/wycieczki/']}>
        <Probe />
      </MemoryRouter>,
    );
    go('/wycieczki/?filtr=dorosli:2');
    expect(scrollTo).not.toHaveBeenCalled();
    go('/przewodnik/');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    back();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // A link followed after going back starts its page at the top again.
    go('/regulamin/');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
