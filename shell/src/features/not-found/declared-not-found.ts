import { createContext, useContext } from 'react';

/**
 * The path a server-rendered first paint declared not found (its page's loader said so, the
 * site server answered 404 with the not-found page). The browser renders the same page for that
 * path, so hydration finds the server's markup; any other path renders its route as usual.
 */
export const DeclaredNotFoundContext = createContext<string | undefined>(undefined);

export function useIsDeclaredNotFound(pathname: string): boolean {
  return useContext(DeclaredNotFoundContext) === pathname;
}
