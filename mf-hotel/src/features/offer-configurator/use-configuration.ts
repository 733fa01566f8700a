import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { changeConfiguration, parseConfiguration, writeConfiguration, type Configuration } from './configuration-url';

export interface ConfigurationState {
  configuration: Configuration;
  /** The instant the page was opened at: "tomorrow" and children's ages hang on it. */
  now: Date;
  /** A choice of the shopper, pushed to history (back undoes it). */
  change: (patch: Partial<Omit<Configuration, 'offerHash'>>) => void;
  /** Writes a configuration in place of the current address (a card's offer resolved into choices). */
  replace: (configuration: Configuration) => void;
}

/**
 * The configurator's state is the address (like the listing's `useListingSearch`): read on every
 * location change, every choice a navigation, so back/forward, reload and a copied link give the
 * same configuration. An address that is not canonical is rewritten once with `replace`.
 *
 * The router renders a navigation in a transition, so a shopper's choice can come before the
 * address this hook just wrote has been rendered (the party changed right after a card's offer
 * was written out as choices). A choice therefore starts from the address last written while the
 * rendered one is still the one it was written over; otherwise the written choices would be lost.
 */
export function useConfiguration(): ConfigurationState {
  const location = useLocation();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const configuration = useMemo(() => parseConfiguration(location.search, now), [location.search, now]);
  const canonical = writeConfiguration(configuration);
  /** The search this hook last navigated to, and the rendered one it replaced. */
  const written = useRef<{ readonly over: string; readonly search: string } | null>(null);

  useEffect(() => {
    // Rendered at last: from here on (back and forward too) the rendered address is the latest.
    if (written.current?.search === location.search) written.current = null;
  }, [location.search]);

  const rewritten = useRef<string | null>(null);
  useEffect(() => {
    if (canonical === location.search || rewritten.current === location.search) return;
    rewritten.current = location.search;
    written.current = { over: location.search, search: canonical };
    void navigate({ pathname: location.pathname, search: canonical, hash: location.hash }, { replace: true });
  }, [canonical, location.pathname, location.search, location.hash, navigate]);

  /** The address as last written: the rendered one, or one written over it not yet rendered. */
  const latestSearch = useCallback((): string => {
    const last = written.current;
    return last !== null && last.over === location.search ? last.search : location.search;
  }, [location.search]);

  const go = useCallback(
    (next: Configuration, replace: boolean) => {
      const search = writeConfiguration(next);
      if (search === latestSearch()) return;
      written.current = { over: location.search, search };
      void navigate({ pathname: location.pathname, search }, { replace, preventScrollReset: true });
    },
    [latestSearch, location.pathname, location.search, navigate],
  );
  const change = useCallback(
    (patch: Partial<Omit<Configuration, 'offerHash'>>) => go(changeConfiguration(parseConfiguration(latestSearch(), now), patch), false),
    [go, latestSearch, now],
  );
  const replace = useCallback((next: Configuration) => go(next, true), [go]);
  return { configuration, now, change, replace };
}
