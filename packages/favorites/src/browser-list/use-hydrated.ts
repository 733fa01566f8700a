import { useSyncExternalStore } from 'react';

const subscribeNothing = (): (() => void) => () => undefined;

/**
 * False on the server and while the page hydrates, true after (and at once on a page the browser
 * draws): what only the browser knows renders then, into room the first paint kept for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
