import { expect, type Locator, type Page } from '@playwright/test';
import { BUILD_ID_DECIDED_PATH_ATTRIBUTE, BUILD_ID_DECISION_ATTRIBUTE, type BuildIdDecision } from '@travel/contracts/build-id-marker';
import { HYDRATED_ATTRIBUTE } from '@travel/contracts/hydration-marker';

const DOCUMENT_MARKER = '__e2eDocumentMarker';

/**
 * The shell around every remote: header, main landmark, the remote's fallback, toasts, and the
 * two ways to change page (client-side and full load).
 */
export class ShellFrame {
  constructor(readonly page: Page) {}

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The Polish fallback a failed remote renders in its slot. */
  get fallback(): Locator {
    return this.page.getByTestId('remote-fallback');
  }

  get fallbackRetryButton(): Locator {
    return this.fallback.getByRole('button');
  }

  get toasts(): Locator {
    return this.page.getByTestId('toast');
  }

  /**
   * Loads `path` and waits until the page has hydrated (the shell's marker): a click or a change
   * on server-rendered markup before that is lost on a slow machine. A test about the page before
   * hydration passes `{ hydrated: false }`.
   */
  async open(path: string, options: { hydrated?: boolean } = {}): Promise<void> {
    await this.page.goto(path);
    if (options.hydrated !== false) await this.waitForHydration();
  }

  /** Reloads the page, then waits for it to hydrate again. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.waitForHydration();
  }

  /** The shell marks `<html>` once the route's page has hydrated (or rendered) and the browser went idle. */
  async waitForHydration(): Promise<void> {
    await expect(this.page.locator(`html[${HYDRATED_ATTRIBUTE}]`), `${this.page.url()} hydrated`).toBeAttached({ timeout: 60_000 });
  }

  /**
   * Waits until the shell's build-id check has decided about `pathname` (its marker on `<html>`)
   * and answers the decision; a page that reloads meanwhile loses the marker, so this then waits on.
   */
  async buildIdDecision(pathname: string): Promise<BuildIdDecision> {
    const root = this.page.locator(`html[${BUILD_ID_DECIDED_PATH_ATTRIBUTE}="${pathname}"]`);
    await expect(root, `the build-id check decided about ${pathname}`).toBeAttached({ timeout: 30_000 });
    return (await root.getAttribute(BUILD_ID_DECISION_ATTRIBUTE)) as BuildIdDecision;
  }

  /**
   * Changes page without a document load: through a link on the page when there is one (what a
   * visitor does), otherwise the way the router itself does it (`pushState` + `popstate`).
   */
  async navigateClientSide(path: string): Promise<void> {
    const link = this.page.locator(`a[href="${path}"]:not([target="_blank"]):visible`).first();
    if ((await link.count()) > 0) {
      await link.click();
    } else {
      await this.page.evaluate((target) => {
        const current = (window.history.state ?? {}) as { idx?: number };
        const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (current.idx ?? 0) + 1 };
        window.history.pushState(state, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', { state }));
      }, path);
    }
    await expect(this.page).toHaveURL((url) => url.pathname === path);
  }

  get cookieBanner(): Locator {
    return this.page.getByTestId('cookie-consent');
  }

  /** The names of the analytics events in `window.dataLayer` (ADR 0182), in order. */
  async dataLayerEvents(): Promise<string[]> {
    return this.page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).flatMap((entry) =>
        typeof entry === 'object' && entry !== null && 'event' in entry ? [String((entry as { event: unknown }).event)] : [],
      ),
    );
  }

  /** Marks the current document; a full reload replaces it, a client-side navigation keeps it. */
  async markDocument(): Promise<void> {
    await this.page.evaluate((marker) => {
      (window as unknown as Record<string, unknown>)[marker] = true;
    }, DOCUMENT_MARKER);
  }

  /** False once the marked document was replaced; during the reload itself it reads false too. */
  async documentIsMarked(): Promise<boolean> {
    try {
      return await this.page.evaluate((marker) => (window as unknown as Record<string, unknown>)[marker] === true, DOCUMENT_MARKER);
    } catch {
      // The execution context was destroyed: a navigation is replacing the document.
      return false;
    }
  }
}
