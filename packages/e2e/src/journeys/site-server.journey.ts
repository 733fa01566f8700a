import { expect, test } from '../fixtures';

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
