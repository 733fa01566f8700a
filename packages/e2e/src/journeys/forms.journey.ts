import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { enquiriesResponse } from '@travel/contracts/api/marketing';
import { accessibilityViolations } from '../harness/accessibility';
import { demoAccountWithRole } from '../harness/demo-accounts';
import { polishText } from '../harness/locales';
import { expect, test } from '../fixtures';
import { ContentPages } from '../pages/content-pages';

const c = (key: string) => polishText('contact', key);
const n = (key: string) => polishText('newsletter', key);

async function expectAccessible(page: Page, where: string): Promise<void> {
  expect.soft(await accessibilityViolations(page), `WCAG 2.1 A/AA violations: ${where}`).toEqual([]);
}

/** The newest e-mail to `to` in the site's outbox (`DATA_DIR/outbox`), quoted-printable undone. */
function lastMailTo(dataDir: string, to: string): string {
  const dir = join(dataDir, 'outbox');
  const mails = readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((eml) => eml.includes(`To: ${to}`));
  expect(mails.length, `an e-mail to ${to}`).toBeGreaterThan(0);
  return mails
    .at(-1)!
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

function linkWith(eml: string, param: string): URL {
  const match = new RegExp(`https?://[^\\s"<]*/newsletter/potwierdzenie/\\?[^\\s"<]*${param}=[^\\s"<]+`).exec(eml);
  expect(match, `a link with ${param}`).not.toBeNull();
  return new URL(match![0].replaceAll('&amp;', '&'));
}

/** Answers the cookie banner, which covers the bottom of the page, as a visitor would. */
async function dismissCookies(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: polishText('common', 'cookies.onlyNecessary') });
  if (await button.isVisible()) await button.click();
}

/**
 * The admin's session cookie, signed in once for this file: sign-in is rate limited per address
 * (10 a minute), and every journey signs in from the same one.
 */
let adminCookie: Promise<string> | undefined;
function adminSession(baseURL: string, dataDir: string): Promise<string> {
  adminCookie ??= (async () => {
    const admin = demoAccountWithRole(dataDir, 'ROLE_ADMIN');
    const login = await fetch(new URL('/api/auth/login/', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(baseURL).origin },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(login.status).toBe(200);
    return login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  })();
  return adminCookie;
}

async function staffEnquiries(baseURL: string, dataDir: string, kind: string) {
  const cookie = await adminSession(baseURL, dataDir);
  const res = await fetch(new URL(`/api/marketing/enquiries/?kind=${kind}`, baseURL), { headers: { cookie } });
  expect(res.status).toBe(200);
  return enquiriesResponse.parse(await res.json()).items;
}

test.describe('forms: newsletter with double opt-in, contact, franchise, mice and DSA notice', () => {
  test('a newsletter sign-up is confirmed through the e-mail link and cancelled through the signed link', async ({
    page,
    site,
    problems,
  }) => {
    const content = new ContentPages(page);
    const email = `e2e.${Date.now()}@example.pl`;
    await content.shell.open(content.newsletterPath);
    await dismissCookies(page);
    const form = content.form(n('form.heading'));
    await form.getByRole('button', { name: n('form.submit') }).click();
    const summary = content.errorSummary(form);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(3);
    await expectAccessible(page, 'newsletter form with errors');

    await content.fill(form, [[new RegExp(`^${c('forms.fields.email')}`), email]], [n('form.lists.exotic'), n('form.consent')]);
    await form.getByRole('button', { name: n('form.submit') }).click();
    await expect(content.sentHeading(n('form.sentHeading'))).toBeFocused({ timeout: 60_000 });

    const mail = lastMailTo(site.dataDir, email);
    const confirm = linkWith(mail, 'token');
    await content.shell.open(`${confirm.pathname}${confirm.search}`);
    await expect(page.getByText(n('form.lists.exotic'), { exact: false }).first()).toBeVisible();
    await expect(page.getByText(n('confirm.text'), { exact: false })).toBeVisible();

    const leave = linkWith(mail, 'podpis');
    await content.shell.open(
      `${leave.pathname}?wypisz=${encodeURIComponent('someone@example.pl')}&podpis=${leave.searchParams.get('podpis')}`,
    );
    await page.getByRole('button', { name: n('unsubscribe.button') }).click();
    await expect(page.getByText(n('unsubscribe.failed'))).toBeVisible();
    // A signature of another address is refused (403): the answer this step asks for.
    problems.explain((problem) => problem.text.includes('403') && problem.url.includes('/api/marketing/newsletter/'));

    await content.shell.open(`${leave.pathname}${leave.search}`);
    await page.getByRole('button', { name: n('unsubscribe.button') }).click();
    await expect(page.getByText(n('unsubscribe.done').replace('{{email}}', email))).toBeVisible();
  });

  const enquiries: ReadonlyArray<{
    kind: string;
    path: string;
    fields: ReadonlyArray<readonly [string, string]>;
    checks: readonly string[];
  }> = [
    {
      kind: 'contact',
      path: '/kontakt/',
      fields: [
        ['name', 'Anna Kowalska'],
        ['email', 'anna.e2e@example.pl'],
        ['message', 'Czy są wolne miejsca na Kretę w maju?'],
      ],
      checks: ['forms.consentText'],
    },
    {
      kind: 'franchise',
      path: '/franczyza/',
      fields: [
        ['name', 'Jan Nowak'],
        ['email', 'jan.e2e@example.pl'],
        ['phone', '600 700 800'],
        ['city', 'Poznań'],
        ['message', 'Prowadzę biuro od 5 lat.'],
      ],
      checks: ['forms.consentText'],
    },
    {
      kind: 'mice',
      path: '/mice/',
      fields: [
        ['company', 'Firma Sp. z o.o.'],
        ['name', 'Ewa Wiśniewska'],
        ['email', 'ewa.e2e@example.pl'],
        ['phone', '22 100 20 30'],
        ['participants', '45'],
        ['message', 'Wyjazd integracyjny, 3 dni.'],
      ],
      checks: ['forms.consentText'],
    },
    {
      kind: 'dsa',
      path: '/regulamin/',
      fields: [
        ['contentUrl', 'https://podrozownia.pl/hotel/x/'],
        ['explanation', 'Opinia zawiera groźby.'],
        ['name', 'Piotr Zieliński'],
        ['email', 'piotr.e2e@example.pl'],
      ],
      checks: ['forms.dsa.goodFaithText'],
    },
  ];

  for (const enquiry of enquiries) {
    test(`the ${enquiry.kind} form shows its errors accessibly, then stores a record staff can read`, async ({ page, site, baseURL }) => {
      const content = new ContentPages(page);
      await content.shell.open(enquiry.path);
      await dismissCookies(page);
      const form: Locator = content.form(c(`forms.${enquiry.kind}.heading`));
      await form.getByRole('button', { name: c('forms.send') }).click();
      await expect(content.errorSummary(form)).toBeFocused();
      await expect(form.getByText(c('forms.errors.required')).first()).toBeVisible();
      await expectAccessible(page, `${enquiry.path} form with errors`);

      const before = (await staffEnquiries(baseURL!, site.dataDir, enquiry.kind)).length;
      await content.fill(
        form,
        enquiry.fields.map(([field, value]) => [new RegExp(`^${c(`forms.fields.${field}`).replace(/[()]/g, '\\$&')}`), value] as const),
        enquiry.checks.map((key) => c(key)),
      );
      await form.getByRole('button', { name: c('forms.send') }).click();
      await expect(content.sentHeading(c('forms.sentHeading'))).toBeFocused({ timeout: 60_000 });
      const after = await staffEnquiries(baseURL!, site.dataDir, enquiry.kind);
      expect(after).toHaveLength(before + 1);
      const email = enquiry.fields.find(([f]) => f === 'email')![1];
      expect(after[0]).toMatchObject({ kind: enquiry.kind, email });
      expect(lastMailTo(site.dataDir, email)).toContain(after[0]!.id);
    });
  }

  test('a submission without a valid bot-protection token is refused and stores nothing', async ({ site, baseURL }) => {
    const before = (await staffEnquiries(baseURL!, site.dataDir, 'contact')).length;
    const body = { name: 'Bot', email: 'bot@example.pl', message: 'Spam', consent: true };
    const post = (extra: object) =>
      fetch(new URL('/api/marketing/contact/', baseURL), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: new URL(baseURL!).origin },
        body: JSON.stringify({ ...body, ...extra }),
      });
    expect((await post({})).status).toBe(400);
    const forged = await post({ botToken: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'bot-check-invalid' });
    expect(await staffEnquiries(baseURL!, site.dataDir, 'contact')).toHaveLength(before);
  });
});
