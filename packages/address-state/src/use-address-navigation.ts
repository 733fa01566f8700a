import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

/** An address without its hash. */
export interface Address {
  pathname: string;
  /** Empty, or starting with `?`. */
  search: string;
}

export interface AddressNavigation {
  /**
   * The address as last navigated to through `go`: the rendered one, or one navigated to from it
   * that has not been rendered yet.
   */
  latest: () => Address;
  /** Navigates to `target` (keeping `hash` if given), the latest address until it is rendered. */
  go: (target: Address & { hash?: string }, options?: NavigateOptions) => void;
}

const key = (address: Address): string => `${address.pathname}${address.search}`;

/** Splits `/path?query` into its pathname and search. */
export function splitAddress(address: string): Address {
  const query = address.indexOf('?');
  return query === -1 ? { pathname: address, search: '' } : { pathname: address.slice(0, query), search: address.slice(query) };
}

/**
 * For pages whose state is their address (the listing's filters, the hotel configurator's
 * choices): every change is a navigation, read back from the location when rendered.
 *
 * The router renders a navigation in a transition, so a second change can come before the first
 * one's address has been rendered (two ticks in quick succession on a slow phone, a choice right
 * after a rewrite). A change must then start from the address last navigated to, not from the
 * rendered one, or the first change is lost. `latest()` gives that address while the rendered one
 * is still the one it was navigated from; once the target is rendered, or the shopper goes
 * elsewhere (back, forward, a link), the rendered address is the latest again.
 */
export function useAddressNavigation(): AddressNavigation {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const rendered = `${pathname}${search}`;
  /** The address last navigated to, and the rendered one it was navigated from. */
  const pending = useRef<{ readonly from: string; readonly to: Address } | null>(null);

  useEffect(() => {
    if (pending.current !== null && key(pending.current.to) === rendered) pending.current = null;
  }, [rendered]);

  const latest = useCallback((): Address => {
    const last = pending.current;
    return last !== null && last.from === rendered ? last.to : { pathname, search };
  }, [pathname, search, rendered]);

  const go = useCallback(
    (target: Address & { hash?: string }, options?: NavigateOptions) => {
      pending.current = { from: rendered, to: { pathname: target.pathname, search: target.search } };
      void navigate(target, options);
    },
    [navigate, rendered],
  );

  return { latest, go };
}
