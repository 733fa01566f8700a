import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteFixture, REPO_ROOT, type SiteFixture } from '../../../__tests__/site-fixture';

/**
 * `npm run deploy` against the live shell's manifest (docs/adr/0210-shared-versions-and-compatibility-gate.md)
 * and the live texts (docs/adr/0347-texts-in-the-deploy-gate.md): the deploy script itself, run as a
 * team runs it, on a site fixture's DATA_DIR, SHELL_DIST and LOCALES_DIR.
 */
const SUBSET = ['BrowserRouter', 'Link', 'useLocation'];

function manifest(name: string, ui: string, uiRange: string, subset: string[]): string {
  const shared = (pkg: string, version: string, requiredVersion: string) => ({
    id: `${name}:${pkg}`,
    name: pkg,
    version,
    requiredVersion,
    singleton: true,
  });
  return JSON.stringify({
    id: name,
    name,
    metaData: { name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [shared('@travel/ui', ui, uiRange), shared('react-router-dom', '7.18.5', '7.18.5')],
    remotes: [],
    exposes: [
      {
        id: `${name}:StaticPage`,
        name: 'StaticPage',
        path: './StaticPage',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
    travelSubsets: { 'react-router-dom': subset },
  });
}

function deploy(
  fixture: SiteFixture,
  args: string[],
  shellDist = join(fixture.root, 'dist'),
  localesDir = join(fixture.root, 'locales'),
): { status: number | null; output: string } {
  const result = spawnSync(join(REPO_ROOT, 'node_modules/.bin/tsx'), [join(REPO_ROOT, 'packages/federation/scripts/deploy.ts'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: fixture.dataDir, SHELL_DIST: shellDist, LOCALES_DIR: localesDir, DEPLOY_USER: 'zespol-tresci' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let fixture: SiteFixture;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = createSiteFixture();
  fixture.write('dist/mf-manifest.json', manifest('shell', '1.0.0', '^1.0.0', SUBSET));
  // A content build against @travel/ui 1.1.0 (one more export) that also imports one more router name.
  fixture.write('next-content/mf-manifest.json', manifest('content', '1.1.0', '^1.1.0', [...SUBSET, 'useMatch']));
  fixture.write('next-content/remoteEntry.js', 'var content = 1;');
  // The keys its code uses: the fixture's live texts have `title` but not the two new ones.
  fixture.write('next-content/travel-texts.json', JSON.stringify({ 'hotel-add-opinion': ['form.consent', 'form.submit', 'title'] }));
  app = await fixture.build();
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const served = async () => (await app.inject({ url: '/remotes.json' })).json<Record<string, { version: string }>>();

it('refuses a remote the live shell cannot serve, naming package, required and provided version', () => {
  const refused = deploy(fixture, ['content', '--from', join(fixture.root, 'next-content')]);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('content requires @travel/ui ^1.1.0, the shell provides 1.0.0');
  expect(refused.output).toContain(
    'content requires react-router-dom 7.18.5 (subset with useMatch), the shell provides 7.18.5 (subset without them)',
  );
  expect(JSON.parse(readFileSync(join(fixture.dataDir, 'remotes.json'), 'utf8'))['content']).toBeUndefined();
}, 60_000);

it('refuses a remote whose text keys the live texts lack, naming them, while the shell could serve it', () => {
  fixture.write('dist/mf-manifest.json', manifest('shell', '1.1.0', '^1.1.0', [...SUBSET, 'useMatch']));
  const refused = deploy(fixture, ['content', '--from', join(fixture.root, 'next-content')]);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(
    'content uses 2 hotel-add-opinion text key(s) the live texts lack: hotel-add-opinion:form.consent, hotel-add-opinion:form.submit',
  );
  expect(refused.output).not.toContain('requires @travel/ui');
  expect(JSON.parse(readFileSync(join(fixture.dataDir, 'remotes.json'), 'utf8'))['content']).toBeUndefined();
}, 60_000);

it('after the site built with them is live (shell and texts), deploys the same remote, and the site serves it', async () => {
  fixture.write('dist/mf-manifest.json', manifest('shell', '1.1.0', '^1.1.0', [...SUBSET, 'useMatch']));
  fixture.write(
    'locales/pl/hotel-add-opinion.json',
    JSON.stringify({ title: 'Dodaj opinię', form: { consent: 'Zgoda', submit: 'Wyślij' } }),
  );
  const deployed = deploy(fixture, ['content', '--from', join(fixture.root, 'next-content')]);
  expect([deployed.status, deployed.output]).toEqual([0, expect.stringContaining('content: deployed')]);
  const registry = JSON.parse(readFileSync(join(fixture.dataDir, 'remotes.json'), 'utf8'));
  expect(registry['content']?.history?.[0]).toMatchObject({ action: 'deploy', by: 'zespol-tresci' });
  const version = registry['content']?.version as string;
  expect((await served())['content']?.version).toBe(version);
  expect((await app.inject({ url: `/remotes/content/${version}/remoteEntry.js` })).statusCode).toBe(200);
}, 60_000);

it('before a site goes live, --check names every deployed version it could not serve: packages and texts', () => {
  fixture.write('older-shell/mf-manifest.json', manifest('shell', '1.0.0', '^1.0.0', SUBSET));
  fixture.write('older-locales/pl/hotel-add-opinion.json', JSON.stringify({ title: 'Dodaj opinię', form: { submit: 'Wyślij' } }));
  const checked = deploy(fixture, ['all', '--check'], join(fixture.root, 'older-shell'), join(fixture.root, 'older-locales'));
  expect(checked.status).toBe(1);
  expect(checked.output).toContain('content requires @travel/ui ^1.1.0, the shell provides 1.0.0');
  expect(checked.output).toContain('content uses 1 hotel-add-opinion text key(s) the live texts lack: hotel-add-opinion:form.consent');
  expect(checked.output).toContain('This site (shell and texts) must not go live while that version is deployed.');
  expect(deploy(fixture, ['content', '--check']).status).toBe(0);
}, 60_000);
