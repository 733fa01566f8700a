import { expect, type Locator, type Page } from '@playwright/test';
import { userInfoResponse } from '@travel/contracts';
import { polishText } from '../harness/locales';
import { ShellFrame } from './shell-frame';

const text = (key: string): string => polishText('common', key);

/** The shell's sign-in page (`/logowanie/`) and the user menu in the header. */
export class SignInPageObject {
  readonly shell: ShellFrame;
  readonly path = '/logowanie/';

  constructor(readonly page: Page) {
    this.shell = new ShellFrame(page);
  }

  get form(): Locator {
    return this.page.getByTestId('sign-in-page');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: text('signInPage.title') });
  }

  get error(): Locator {
    return this.page.getByTestId('sign-in-error');
  }

  /** The header's link for a signed-out visitor. */
  get signInLink(): Locator {
    return this.shell.header.getByRole('link', { name: text('userMenu.signIn') });
  }

  userMenuButton(name: string): Locator {
    return this.shell.header.getByRole('button', { name: text('userMenu.greeting').replace('{{name}}', name) });
  }

  get staffLinks(): Locator {
    return this.shell.header.getByRole('navigation', { name: text('userMenu.staffHeading') }).getByRole('link');
  }

  get signOutButton(): Locator {
    return this.shell.header.getByRole('button', { name: text('userMenu.signOut') });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.form.getByLabel(text('signInPage.email')).fill(email);
    await this.form.getByLabel(text('signInPage.password')).fill(password);
    await this.form.getByRole('button', { name: text('signInPage.submit') }).click();
  }

  /** The signed-in user's display name, as the API answers it to this browser's session. */
  async signedInName(): Promise<string> {
    // The site the page is on (a journey may run a site of its own beside the shared one).
    const url = new URL('/api/auth/user-info/', this.page.url()).toString();
    const info = userInfoResponse.parse(await (await this.page.request.get(url)).json());
    if (info.user === null) throw new Error('not signed in');
    return info.user.name || info.user.email;
  }

  async expectSignedOut(): Promise<void> {
    await expect(this.signInLink).toBeVisible();
  }
}
