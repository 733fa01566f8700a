import { expect, type Locator } from '@playwright/test';
import { polishPattern, polishText } from '../harness/locales';
import { RemotePage } from './remote-page';

/** Remote `content`: guide, static pages, destination guide, sales offices, contact. */
export class ContentPages extends RemotePage {
  readonly remote = 'content' as const;
  readonly guidePath = '/przewodnik/';
  readonly destinationsPath = '/kierunki/';
  readonly salesOfficesPath = '/salony-podrozy/';
  readonly contactPath = '/kontakt/';

  guideSubPagePath(slug: string): string {
    return `/przewodnik/${slug}/`;
  }

  staticPagePath(slug: string): string {
    return `/${slug}/`;
  }

  destinationPath(path: string): string {
    return `/kierunki/${path}/`;
  }

  /** The trail of links to this page, the current page last (`aria-current="page"`). */
  get breadcrumb(): Locator {
    return this.slot.getByRole('navigation', { name: polishText('static-pages', 'breadcrumb.label') });
  }

  get breadcrumbCurrent(): Locator {
    return this.breadcrumb.locator('[aria-current="page"]');
  }

  /** The body of a guide or static page (its sections), once loaded. */
  get documentBody(): Locator {
    return this.slot.getByTestId('content-document');
  }

  get guideNavigation(): Locator {
    return this.slot.getByRole('navigation', { name: polishText('tour-guide', 'sectionsLabel') });
  }

  get notFound(): Locator {
    return this.page.getByRole('heading', { level: 1, name: polishText('error', 'notFound.title') });
  }

  get weatherChart(): Locator {
    return this.slot.getByRole('img', { name: polishPattern('tour-guide', 'weather.chartTitle') });
  }

  get weatherTable(): Locator {
    return this.slot.getByRole('table', { name: polishPattern('tour-guide', 'weather.tableCaption') });
  }

  /** The destinations' world map of `/kierunki/` (a pointer shortcut, hidden from assistive technology). */
  get worldMap(): Locator {
    return this.slot.getByTestId('world-map');
  }

  get bestSeason(): Locator {
    return this.slot.getByTestId('best-season');
  }

  get destinationOffers(): Locator {
    return this.slot.getByTestId('destination-offers');
  }

  get allOffersLink(): Locator {
    return this.slot.getByTestId('destination-all-offers');
  }

  get salesOffices(): Locator {
    return this.slot.getByTestId('sales-office');
  }

  get contactOfficeButton(): Locator {
    return this.slot.getByTestId('contact-office');
  }

  /** The shell's contact modal. */
  get contactModal(): Locator {
    return this.page.getByRole('dialog', { name: polishText('contact', 'modal.title') });
  }

  async expectGuide(): Promise<void> {
    await this.expectRendered(polishText('tour-guide', 'heading'));
  }

  async expectGuideSubPage(slug: string): Promise<void> {
    await this.expectRendered(polishText('tour-guide', `pages.${slug}.title`));
  }

  async expectStaticPage(slug: string): Promise<void> {
    await this.expectRendered(polishText('static-pages', `pages.${slug}.title`));
  }

  async expectDestination(): Promise<void> {
    await this.expectRendered(polishPattern('tour-guide', 'destination.headingIn'));
  }

  async expectSalesOffices(): Promise<void> {
    await this.expectRendered(polishText('sales-office-listing', 'heading'));
  }

  async expectSalesOffice(city: string): Promise<void> {
    await this.expectRendered(polishText('sales-office', 'heading').replace('{{name}}', city));
  }

  /** The page's breadcrumb ends at the page itself, under the given title. */
  async expectBreadcrumbEndingAt(title: string | RegExp): Promise<void> {
    await expect(this.breadcrumb).toBeVisible();
    await expect(this.breadcrumb.getByRole('link').first()).toHaveAttribute('href', '/');
    await expect(this.breadcrumbCurrent).toHaveText(title);
  }

  /** The loaded body's text, whitespace collapsed. */
  async documentText(): Promise<string> {
    await expect(this.documentBody).toBeVisible();
    return (await this.documentBody.innerText()).replace(/\s+/g, ' ').trim();
  }

  readonly newsletterPath = '/newsletter/potwierdzenie/';

  /** One enquiry or newsletter form by its heading (`forms.contact.heading`, ...). */
  form(heading: string): Locator {
    return this.slot.getByRole('region', { name: heading });
  }

  /** The summary of a failed submit (it takes focus). */
  errorSummary(form: Locator): Locator {
    return form.getByRole('alert').filter({ has: this.page.getByRole('heading') });
  }

  /** Fills labelled fields (label text or pattern → value) and ticks the consent boxes. */
  async fill(
    form: Locator,
    fields: ReadonlyArray<readonly [string | RegExp, string]>,
    checks: ReadonlyArray<string | RegExp>,
  ): Promise<void> {
    for (const [label, value] of fields) await form.getByLabel(label).fill(value);
    for (const label of checks) await form.getByLabel(label).check();
  }

  /** The confirmation that replaces a sent form (its heading takes focus). */
  sentHeading(heading: string): Locator {
    return this.slot.getByRole('heading', { name: heading });
  }
}
