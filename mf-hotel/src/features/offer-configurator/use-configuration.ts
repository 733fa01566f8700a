import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAddressNavigation } from '@travel/address-state';
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
 * same configuration. An address that is not canonical is rewritten once with `replace`. A choice
 * starts from the address last navigated to (`useAddressNavigation`), so one made before a rewrite
 * or an earlier choice has been rendered keeps it.
 */
export function useConfiguration(): ConfigurationState {
  const location = useLocation();
  const { latest, go } = useAddressNavigation();
  const [now] = useState(() => new Date());
  const configuration = useMemo(() => parseConfiguration(location.search, now), [location.search, now]);
  const canonical = writeConfiguration(configuration);

  const rewritten = useRef<string | null>(null);
  useEffect(() => {
    if (canonical === location.search || rewritten.current === location.search) return;
    rewritten.current = location.search;
    go({ pathname: location.pathname, search: canonical, hash: location.hash }, { replace: true });
  }, [canonical, location.pathname, location.search, location.hash, go]);

  const write = useCallback(
    (next: Configuration, replace: boolean) => {
      const search = writeConfiguration(next);
      if (search === latest().search) return;
      go({ pathname: location.pathname, search }, { replace, preventScrollReset: true });
    },
    [go, latest, location.pathname],
  );
  const change = useCallback(
    (patch: Partial<Omit<Configuration, 'offerHash'>>) =>
      write(changeConfiguration(parseConfiguration(latest().search, now), patch), false),
    [write, latest, now],
  );
  const replace = useCallback((next: Configuration) => write(next, true), [write]);
  return { configuration, now, change, replace };
}
