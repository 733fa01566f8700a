import { expect, type Locator, type Page } from '@playwright/test';
import { polishText } from '../harness/locales';
import { ShellFrame } from './shell-frame';

const staffText = (key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), polishText('staff', key));

/** The staff tools of the `search_debug` container (docs/adr/0145-staff-debug-remotes.md) under `/debug/`. */
export class StaffPagesObject {
  readonly shell: ShellFrame;

  constructor(readonly page: Page) {
    this.shell = new ShellFrame(page);
  }

  heading(key: 'seo.heading' | 'layers.heading' | 'hits.heading' | 'links.heading' | 'forbidden.heading' | 'payments.heading'): Locator {
    return this.page.getByRole('heading', { level: 1, name: staffText(key) });
  }

  // SEO debug
  get seoPathInput(): Locator {
    return this.page.getByLabel(staffText('seo.pathLabel'));
  }

  get seoResult(): Locator {
    return this.page.getByTestId('seo-debug-result');
  }

  async checkSeo(path: string): Promise<void> {
    await this.seoPathInput.fill(path);
    await this.page.getByRole('button', { name: staffText('seo.submit') }).click();
    await expect(this.seoResult).toBeVisible();
  }

  // Offer-layers debug
  get listingInput(): Locator {
    return this.page.getByLabel(staffText('layers.listingLabel'));
  }

  get checkResult(): Locator {
    return this.page.getByTestId('check-request-result');
  }

  get layersResult(): Locator {
    return this.page.getByTestId('offer-layers-result');
  }

  async checkListing(listing: string): Promise<void> {
    await this.listingInput.fill(listing);
    await this.page.getByRole('button', { name: staffText('layers.submitListing') }).click();
    await expect(this.checkResult).toBeVisible();
  }

  /** The first offer of the checked listing: its code, after opening its data layers. */
  async openFirstOfferLayers(): Promise<string> {
    const first = this.checkResult
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('button') })
      .first();
    const hash = /\(([^()]+)\)\s*$/.exec((await first.textContent()) ?? '')?.[1];
    if (hash === undefined) throw new Error('no offer code in the checked listing');
    await first.getByRole('button').click();
    await expect(this.page.getByRole('heading', { name: staffText('layers.layersOf', { hash }) })).toBeVisible();
    return hash;
  }

  // Hit offers
  get hitStatus(): Locator {
    return this.page.getByTestId('hit-offer-status');
  }

  hitRow(offerHash: string): Locator {
    return this.page.locator(`tr[data-offer-hash="${offerHash}"]`);
  }

  async markHit(offerHash: string): Promise<void> {
    await this.page.getByLabel(staffText('hits.offerLabel')).fill(offerHash);
    await this.page.getByRole('button', { name: staffText('hits.mark') }).click();
    await expect(this.hitStatus).toContainText(offerHash);
    await expect(this.hitRow(offerHash)).toBeVisible();
  }

  /** "Usuń z hitów" asks first: the dialog's "Usuń" removes it. */
  async unmarkHit(offerHash: string): Promise<void> {
    await this.hitRow(offerHash).getByRole('button').click();
    const confirm = this.page.getByRole('alertdialog', { name: staffText('hits.confirm.title') });
    await confirm.getByRole('button', { name: staffText('hits.confirm.remove'), exact: true }).click();
    await expect(this.hitStatus).toContainText(offerHash);
    await expect(this.hitRow(offerHash)).toHaveCount(0);
  }
}
