/**
 * The sign-in page the shell renders itself; `?next=` is where to go back to. Defined here, not
 * with the sign-in schemas: every remote reads the route table, and that must not bundle zod.
 */
export const SIGN_IN_PAGE_PATH = '/logowanie/';

/** The application shell itself: the build it runs against the server's (docs/product/shell-and-ui.md). */
export const APP_SHELL_PATH = '/_app/';

/**
 * A page the shell renders itself, with no remote behind it: the site server answers it 200 with
 * the plain shell (not indexed, nothing preloaded) and the shell's router shows the page.
 */
export interface ShellRouteEntry {
  readonly id: string;
  readonly path: string;
  /** Which of the shell's own pages it is. */
  readonly page: 'sign-in' | 'app-shell';
  /** Its title, a text key `namespace:path` (as `RouteEntry.title`). */
  readonly title?: string;
}

/** The shell's own pages. */
export const SHELL_ROUTES: readonly ShellRouteEntry[] = [
  { id: 'sign-in', path: SIGN_IN_PAGE_PATH, page: 'sign-in', title: 'common:signInPage.title' },
  { id: 'app-shell', path: APP_SHELL_PATH, page: 'app-shell' },
];
