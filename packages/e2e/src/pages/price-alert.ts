import { expect, type Locator, type Page } from '@playwright/test';
import { polishText } from '../harness/locales';

const t = (key: string): string => polishText('common', `priceAlert.${key}`);

/**
 * "Powiadom mnie, gdy cena spadnie" (`@travel/price-alerts`), the same on the offer page (hotel
 * remote) and the listing (search remote), and the page its e-mail links open.
 */
export class PriceAlertForm {
  constructor(readonly page: Page) {}

  get toggle(): Locator {
    return this.page.getByRole('button', { name: t('button') });
  }

  get status(): Locator {
    return this.page.getByTestId('price-alert-status');
  }

  /** Opens the form, fills it and sends it with the keyboard alone, as a screen-reader user would. */
  async subscribeWithKeyboard(email: string): Promise<void> {
    await this.toggle.focus();
    await this.page.keyboard.press('Enter');
    await expect(this.toggle).toHaveAttribute('aria-expanded', 'true');
    const field = this.page.getByLabel(t('email'));
    await expect(field).toBeFocused();
    await this.page.keyboard.type(email);
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.press('Space');
    await expect(this.page.getByRole('checkbox', { name: t('consent') })).toBeChecked();
    await this.page.keyboard.press('Tab');
    await expect(this.page.getByRole('button', { name: t('submit'), exact: true })).toBeFocused();
    await this.page.keyboard.press('Enter');
  }

  /** The answer after sending: announced in the live region and focused. */
  async expectSent(email: string): Promise<void> {
    await expect(this.status).toHaveText(t('sent').replace('{{email}}', email), { timeout: 90_000 });
    await expect(this.status).toBeFocused();
  }

  get confirmed(): Locator {
    return this.page.getByTestId('price-alert-confirmed');
  }
}
