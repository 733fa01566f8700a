import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useScrollToTop } from '../use-scroll-to-top';

let navigate: ReturnType<typeof useNavigate>;
function Probe() {
  useScrollToTop();
  navigate = useNavigate();
  return null;
}

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
    act(() => void navigate('/regulamin/'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position on back and forward (the browser restores it) and on a change of the query only', () => {
    render(
      <MemoryRouter initialEntries={['/wycieczki/']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => void navigate('/wycieczki/?filtr=dorosli:2'));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      void navigate('/przewodnik/');
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
