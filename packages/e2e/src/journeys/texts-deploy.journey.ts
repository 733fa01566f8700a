import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployAllBuilt } from '../harness/deploy';
import { freePort } from '../harness/free-port';
import { polishText } from '../harness/locales';
import { REPO_ROOT } from '../harness/repo-root';
import { startSiteServer, type RunningSite } from '../harness/site-server';
import { expect, test } from '../fixtures';
import { ContentPages } from '../pages/content-pages';

/**
 * A texts deploy on a running site (docs/adr/0347-texts-in-the-deploy-gate.md): the files in
 * LOCALES_DIR are replaced, nothing restarts, and a visitor who already holds the old texts in the
 * browser reads the new ones on the next page. A site server of its own, with a copy of the texts
 * this journey may change.
 */
let site: RunningSite | undefined;
let root = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  root = mkdtempSync(path.join(tmpdir(), 'travel-e2e-texts-'));
  cpSync(path.join(REPO_ROOT, 'packages/i18n/locales'), path.join(root, 'locales'), { recursive: true });
  const dataDir = path.join(root, 'data');
  await deployAllBuilt(dataDir);
  site = await startSiteServer({
    port: await freePort(),
    dataDir,
    env: { SEED_OFFERS: '3000', FIRST_PAINT_TIMEOUT_MS: '10000', LOCALES_DIR: path.join(root, 'locales') },
  });
});

test.afterAll(async () => {
  await site?.stop();
  if (root !== '' && !process.env['E2E_KEEP_DATA']) rmSync(root, { recursive: true, force: true });
});

test('new texts reach a visitor who holds the old ones, on their next page, without a restart', async ({ page }) => {
  const baseURL = site!.baseURL;
  const at = (p: string) => new URL(p, baseURL).href;
  const content = new ContentPages(page);
  const aboutPath = content.staticPagePath('o-nas');
  const oldTitle = polishText('static-pages', 'pages.o-nas.title');
  const newTitle = `${oldTitle}: kim jesteśmy`;

  /** From the home page to "O nas" without a document load: its texts come from the browser's store or /locales. */
  const visitAboutFromHome = async () => {
    await content.shell.open(at('/'));
    await content.shell.markDocument();
    await content.shell.navigateClientSide(aboutPath);
    expect(await content.shell.documentIsMarked(), 'a client-side navigation').toBe(true);
  };

  await test.step('the visitor reads "O nas": the browser stores its texts', async () => {
    await visitAboutFromHome();
    await content.expectStaticPage('o-nas');
  });

  await test.step('the texts are deployed: the file is replaced while the site runs', async () => {
    const file = path.join(root, 'locales/pl/static-pages.json');
    const texts = JSON.parse(readFileSync(file, 'utf8')) as { pages: Record<string, { title: string }> };
    texts.pages['o-nas']!.title = newTitle;
    writeFileSync(file, JSON.stringify(texts, null, 2));
    await expect
      .poll(async () => (await (await fetch(at('/locales/pl/static-pages.json'))).json()).pages['o-nas'].title, {
        message: 'the site serves the new texts',
        timeout: 30_000,
      })
      .toBe(newTitle);
  });

  await test.step('the same visitor, next page: the new title, not the stored old one', async () => {
    await visitAboutFromHome();
    await content.expectRendered(newTitle);
  });
});
