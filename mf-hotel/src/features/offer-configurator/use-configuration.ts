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
 */
export function useConfiguration(): ConfigurationState {
  const location = useLocation();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const configuration = useMemo(() => parseConfiguration(location.search, now), [location.search, now]);
  const canonical = writeConfiguration(configuration);

  const rewritten = useRef<string | null>(null);
  useEffect(() => {
    if (canonical === location.search || rewritten.current === location.search) return;
    rewritten.current = location.search;
    void navigate({ pathname: location.pathname, search: canonical, hash: location.hash }, { replace: true });
  }, [canonical, location.pathname, location.search, location.hash, navigate]);

  const go = useCallback(
    (next: Configuration, replace: boolean) => {
      const search = writeConfiguration(next);
      if (search === location.search) return;
      void navigate({ pathname: location.pathname, search }, { replace, preventScrollReset: true });
    },
    [location.pathname, location.search, navigate],
  );
  const change = useCallback(
    (patch: Partial<Omit<Configuration, 'offerHash'>>) => go(changeConfiguration(configuration, patch), false),
    [configuration, go],
  );
  const replace = useCallback((next: Configuration) => go(next, true), [go]);
  return { configuration, now, change, replace };
}
