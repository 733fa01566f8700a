import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from '../harness/accessibility';
import { polishText } from '../harness/locales';
import { runNpmScript } from '../harness/run-npm-script';
import { shopPriceFromGrosze } from '../harness/shop-price';
import { startPostgresSite, type PostgresSite } from '../harness/postgres-site';
import { expect, test } from '../fixtures';
import { HotelPages } from '../pages/hotel-pages';
import { PriceAlertForm } from '../pages/price-alert';

/** The text of a delivered e-mail file (quoted-printable soft breaks and bytes decoded). */
function mailText(file: string): string {
  const raw = readFileSync(file, 'utf8').replace(/=\r?\n/g, '');
  return Buffer.from(
    raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

async function expectAccessible(page: Page, where: string): Promise<void> {
  expect.soft(await accessibilityViolations(page), `WCAG 2.1 A/AA violations: ${where}`).toEqual([]);
}

async function dismissCookies(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: polishText('common', 'cookies.onlyNecessary') });
  if (await button.isVisible()) await button.click();
}

let shop: PostgresSite;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Its own site on PostgreSQL: `npm run import` writes to the database while the shop runs, and
  // the shop's outbox delivers what the import wrote (every second here, every 10 s by default).
  shop = await startPostgresSite({ SEED_OFFERS: '3000', OUTBOX_INTERVAL_MS: '1000' });
});
test.afterAll(async () => {
  await shop?.close();
});

test.describe('price alert: subscribe, confirm, an import lowers the price, one e-mail', () => {
  test('on the offer page with the keyboard; the e-mail link confirms it; `npm run import` with a lower price mails the new and the 30-day lowest price', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const [offer] = await shop.sql<{ hash: string; price_adult: number }>(
      `SELECT hash, price_adult FROM offers WHERE departure_date > current_date + 20 AND places_left > 0 ORDER BY id LIMIT 1`,
    );
    expect(offer).toBeDefined();
    const email = `alert.${Date.now().toString(36)}@example.pl`;
    const hotel = new HotelPages(page);
    const alert = new PriceAlertForm(page);

    await test.step('"Powiadom mnie, gdy cena spadnie" on the offer page, with the keyboard alone', async () => {
      await hotel.shell.open(`${shop.baseURL}${hotel.offerPath(offer!.hash)}`);
      await dismissCookies(page);
      await alert.subscribeWithKeyboard(email);
      await alert.expectSent(email);
      await expectAccessible(page, 'offer page with the price-alert form sent');
    });

    let confirmUrl = '';
    await test.step('the double opt-in e-mail is in the outbox; its link confirms the alert', async () => {
      await expect
        .poll(
          async () => {
            const rows = await shop.sql<{ file: string | null }>(
              `SELECT file FROM mail_outbox WHERE to_address = $1 AND kind = 'price-alert-confirm' AND file IS NOT NULL`,
              [email],
            );
            const file = rows[0]?.file;
            if (!file) return '';
            confirmUrl = /https?:\/\/\S+\/powiadomienie-o-cenie\/\?potwierdz=[\w-]+/.exec(mailText(file))?.[0] ?? '';
            return confirmUrl;
          },
          { timeout: 60_000 },
        )
        .not.toBe('');
      expect(
        mailText((await shop.sql<{ file: string }>(`SELECT file FROM mail_outbox WHERE to_address = $1`, [email]))[0]!.file),
      ).toContain(shopPriceFromGrosze(offer!.price_adult));
      // The link names the shop it came from (this journey's own site).
      expect(new URL(confirmUrl).origin).toBe(shop.baseURL);
      await hotel.shell.open(confirmUrl);
      await expect(alert.confirmed).toContainText(polishText('common', 'priceAlert.page.confirmed').split('{{')[0]!);
      await expectAccessible(page, 'price alert confirmed');
    });

    const lower = offer!.price_adult - 20_000;
    await test.step('`npm run import` lowers the price: one e-mail with the new and the 30-day lowest price', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'price-alert-import-'));
      try {
        const file = path.join(dir, 'changes.json');
        writeFileSync(file, JSON.stringify({ changed: [{ hash: offer!.hash, priceAdult: lower }] }));
        const run = await runNpmScript('import', ['--file', file], {
          DATABASE_URL: shop.databaseUrl,
          DATA_DIR: shop.dataDir,
          BASE_URL: shop.baseURL,
        });
        expect(run.exitCode, run.output).toBe(0);
        expect(run.output).toContain('price alerts: 1 e-mails to the outbox');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      let text = '';
      await expect
        .poll(
          async () => {
            const rows = await shop.sql<{ file: string | null }>(
              `SELECT file FROM mail_outbox WHERE to_address = $1 AND kind = 'price-alert-drop' AND file IS NOT NULL`,
              [email],
            );
            text = rows[0]?.file ? mailText(rows[0].file) : '';
            return rows.length;
          },
          { timeout: 60_000 },
        )
        .toBe(1);
      const [stored] = await shop.sql<{ price_adult: number; lowest: number }>(
        `SELECT price_adult, lowest_price_30d_adult AS lowest FROM offers WHERE hash = $1`,
        [offer!.hash],
      );
      expect(stored!.price_adult).toBe(lower);
      expect(text).toContain(`Nowa cena: ${shopPriceFromGrosze(lower)} za osobę dorosłą.`);
      expect(text).toContain(`Najniższa cena z 30 dni przed obniżką: ${shopPriceFromGrosze(stored!.lowest)} za osobę dorosłą.`);
      expect(text).toContain(`${shop.baseURL}/oferta/${offer!.hash}/`);
      expect(text).toMatch(/\/powiadomienie-o-cenie\/\?wylacz=[0-9a-f-]+&podpis=[0-9a-f]{64}/);
    });
  });

  test("on a listing: the category's presets are named and cleared with one button, and the whole search is watched", async ({ page }) => {
    test.setTimeout(300_000);
    const email = `alert.szukaj.${Date.now().toString(36)}@example.pl`;
    const alert = new PriceAlertForm(page);
    const hotel = new HotelPages(page);

    await test.step('"Usuń ustawienia kategorii" clears what last minute set', async () => {
      await hotel.shell.open(`${shop.baseURL}/last-minute/`);
      await dismissCookies(page);
      const presets = page.getByTestId('category-presets');
      await expect(presets).toContainText(polishText('listing', 'categoryPresets.keys.durationDays'));
      await page.getByRole('button', { name: polishText('listing', 'categoryPresets.clear') }).click();
      await expect(presets).toHaveCount(0);
      await expect(page).toHaveURL((url) => !url.search.includes('typ%3Awypoczynek') && !url.search.includes('typ:wypoczynek'));
    });

    await test.step('"Powiadom mnie, gdy cena spadnie" for the whole search sends the double opt-in e-mail', async () => {
      await alert.subscribeWithKeyboard(email);
      await alert.expectSent(email);
      await expectAccessible(page, 'listing with the price-alert form sent');
      await expect
        .poll(
          async () =>
            (
              await shop.sql<{ n: number }>(
                `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND kind = 'price-alert-confirm' AND file IS NOT NULL`,
                [email],
              )
            )[0]!.n,
          { timeout: 60_000 },
        )
        .toBe(1);
      const [watched] = await shop.sql<{ kind: string; status: string }>(`SELECT kind, status FROM price_alerts WHERE email = $1`, [email]);
      expect(watched).toEqual({ kind: 'search', status: 'pending' });
    });
  });
});
