import { expect, test } from '../fixtures';
import { demoData } from '../harness/demo-data';

test.describe('site server under test', () => {
  test('answers health, the registry and the build id', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.ok()).toBe(true);

    const registry = await request.get('/remotes.json');
    expect(registry.ok()).toBe(true);
    const entries = (await registry.json()) as Record<string, { entry: string; version: string }>;
    expect(Object.keys(entries).sort()).toEqual(['content', 'hotel', 'order', 'reviews', 'search']);
    for (const [name, entry] of Object.entries(entries)) {
      expect(entry.version, name).not.toBe('');
      const manifest = await request.get(entry.entry);
      expect(manifest.ok(), `${name} manifest ${entry.entry}`).toBe(true);
    }

    const buildId = await request.get('/next-api/build-id/');
    expect(buildId.ok()).toBe(true);
    expect(((await buildId.json()) as { buildId: string }).buildId).toMatch(/\S/);
  });
});

test.describe('first paint does not wait on a chain of federation requests', () => {
  const pageOfEveryRemote = {
    search: '/last-minute/',
    hotel: '/hotele/',
    // A well-formed order id the site server draws the step's frame for (its order is the visitor's).
    order: '/rezerwacja/8f0e2d4c-6b1a-4c3e-9d5f-7a9b1c3e5f70/dane/',
    // A hotel of the seed: the form of a hotel the shop does not have is a 404 that preloads nothing.
    reviews: '/dodaj-opinie/{hotelSlug}/',
    content: '/przewodnik/',
  } as const;

  for (const [remote, pagePath] of Object.entries(pageOfEveryRemote)) {
    test(`the HTML of ${pagePath} preloads the current ${remote} manifest and remote entry`, async ({ request, baseURL }) => {
      const path = pagePath.includes('{hotelSlug}') ? pagePath.replace('{hotelSlug}', (await demoData(baseURL!)).hotelSlug) : pagePath;
      const registry = (await (await request.get('/remotes.json')).json()) as Record<string, { entry: string; version: string }>;
      const current = registry[remote];
      expect(current, `${remote} in the registry`).toBeDefined();
      const html = await (await request.get(path)).text();
      const preloads = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
      expect(preloads).toContain(current?.entry);
      expect(preloads).toContain(`/remotes/${remote}/${current?.version}/remoteEntry.js`);
    });
  }
});
