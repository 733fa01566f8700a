import { expect, type Locator, type Page } from '@playwright/test';
import type { Remote } from '../harness/deploy';
import { LOOKS_LIKE_I18N_KEY } from '../harness/locales';
import { ShellFrame } from './shell-frame';

/** What every remote's page object shares: its slot in the shell and its `<h1>`. */
export abstract class RemotePage {
  abstract readonly remote: Remote;
  readonly shell: ShellFrame;

  constructor(readonly page: Page) {
    this.shell = new ShellFrame(page);
  }

  /** The remote's own root: each remote page is a `<section data-remote="<name>">`. */
  get slot(): Locator {
    return this.page.locator(`[data-remote="${this.remote}"]`);
  }

  /** The page's one `<h1>`, and it must belong to this remote, not to the shell or another one. */
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /**
   * The remote rendered: one visible, translated `<h1>` (the given text when known) inside this
   * remote's own root, and no fallback.
   */
  async expectRendered(expectedHeading?: string | RegExp): Promise<void> {
    await expect(this.heading, `${this.remote}: <h1> on ${this.page.url()}`).toBeVisible({ timeout: 30_000 });
    const text = (await this.heading.innerText()).trim();
    expect(text, `${this.remote}: heading text`).not.toBe('');
    expect(text, `${this.remote}: heading is a translation, not an i18n key`).not.toMatch(LOOKS_LIKE_I18N_KEY);
    if (expectedHeading !== undefined) await expect(this.heading).toHaveText(expectedHeading);
    await expect(this.slot.getByRole('heading', { level: 1 }), `${this.remote} rendered the <h1>`).toBeVisible();
    await expect(this.shell.fallback, `${this.remote}: no fallback on ${this.page.url()}`).toHaveCount(0);
  }
}
