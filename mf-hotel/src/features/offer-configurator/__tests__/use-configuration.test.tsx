import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useConfiguration } from '../use-configuration';

const CARD = '/hotel/grand-cristal/?oferta=bec48c2c5xt';
const CHOICES = {
  departureCity: 'katowice',
  departureDate: '2027-02-25',
  durationDays: 4,
  board: 'obiad',
  roomCode: 'DBL',
} as const;

function renderConfiguration(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => ({ state: useConfiguration(), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

const params = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

describe('useConfiguration', () => {
  it("a choice made before the card's written-out offer is rendered keeps that offer's choices", () => {
    const { result } = renderConfiguration(CARD);
    // One handler after the other from the same render: the second one still sees the address
    // with the card's hash, as a click does that comes before the router renders the first write.
    act(() => {
      const { state } = result.current;
      state.replace({ ...state.configuration, offerHash: null, ...CHOICES });
      state.change({ adults: 3 });
    });
    expect(params(result.current.location.search)).toEqual({
      dorosli: '3',
      wyjazd: 'katowice',
      termin: '25.02.2027',
      dlugosc: '4',
      wyzywienie: 'obiad',
      pokoj: 'DBL',
    });
  });

  it('once a write is rendered, back to the address before it: a choice starts from that one', () => {
    const { result } = renderConfiguration('/hotel/grand-cristal/?wyjazd=katowice');
    act(() => result.current.state.change({ board: 'obiad' }));
    expect(params(result.current.location.search)).toEqual({ wyjazd: 'katowice', wyzywienie: 'obiad' });
    act(() => void result.current.navigate(-1));
    expect(params(result.current.location.search)).toEqual({ wyjazd: 'katowice' });

    act(() => result.current.state.change({ durationDays: 7 }));
    expect(params(result.current.location.search)).toEqual({ wyjazd: 'katowice', dlugosc: '7' });
  });
});
