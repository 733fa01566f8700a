import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { splitAddress, useAddressNavigation, type AddressNavigation } from '../use-address-navigation';

interface Seen extends AddressNavigation {
  rendered: string;
  navigate: ReturnType<typeof useNavigate>;
}

let seen: Seen | null = null;

function Probe() {
  const navigation = useAddressNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const rendered = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    seen = { ...navigation, navigate, rendered };
  });
  return null;
}

function renderAt(url: string): void {
  seen = null;
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
}

function current(): Seen {
  if (seen === null) throw new Error('not rendered');
  return seen;
}

describe('useAddressNavigation', () => {
  it('gives the rendered address as the latest when nothing is on its way', () => {
    renderAt('/hotel/?a=1');
    expect(current().latest()).toEqual({ pathname: '/hotel/', search: '?a=1' });
  });

  it('gives the address navigated to before it is rendered', () => {
    renderAt('/hotel/?a=1');
    // Two calls from one render: the second sees the first's target, not the rendered address.
    const { go, latest } = current();
    let between: ReturnType<typeof latest> | null = null;
    act(() => {
      go({ pathname: '/hotel/', search: '?a=2' });
      between = latest();
    });
    expect(between).toEqual({ pathname: '/hotel/', search: '?a=2' });
    expect(current().rendered).toBe('/hotel/?a=2');
    expect(current().latest()).toEqual({ pathname: '/hotel/', search: '?a=2' });
  });

  it('keeps the hash it is given and replaces the entry when asked', () => {
    renderAt('/hotel/?a=1');
    act(() => current().go({ pathname: '/hotel/', search: '?a=3', hash: '#opinie' }, { replace: true }));
    expect(current().rendered).toBe('/hotel/?a=3#opinie');
    act(() => void current().navigate(-1));
    // The first entry was replaced: there is nothing to go back to.
    expect(current().rendered).toBe('/hotel/?a=3#opinie');
  });

  it('forgets an address navigated to once the shopper has gone elsewhere', () => {
    renderAt('/hotel/?a=1');
    const { go } = current();
    act(() => {
      go({ pathname: '/hotel/', search: '?a=2' });
      // Another navigation (a link, back) overtakes it before it is rendered.
      void current().navigate('/inne/?b=1');
    });
    expect(current().rendered).toBe('/inne/?b=1');
    expect(current().latest()).toEqual({ pathname: '/inne/', search: '?b=1' });
  });

  it('splits an address into its pathname and search', () => {
    expect(splitAddress('/wycieczki/?filtr=dorosli:3')).toEqual({ pathname: '/wycieczki/', search: '?filtr=dorosli:3' });
    expect(splitAddress('/narty/')).toEqual({ pathname: '/narty/', search: '' });
  });
});
