import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteFixture, INITIAL_REGISTRY, type SiteFixture } from '../../../__tests__/site-fixture';

/** The hotel remote live at h7 with h8 as a 50 % canary, as `npm run deploy -- hotel --canary 50` leaves it. */
const WITH_CANARY = {
  ...INITIAL_REGISTRY,
  hotel: {
    ...INITIAL_REGISTRY.hotel,
    canary: { entry: '/remotes/hotel/h8/mf-manifest.json', version: 'h8', percent: 50 },
    previous: ['h6'],
    history: [{ action: 'canary', version: 'h8', percent: 50, by: 'anna', at: '2026-11-26T10:00:00.000Z' }],
  },
};

function registryIn(html: string): Record<string, { version: string }> {
  const match = /<script type="application\/json" id="remote-registry">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no registry block');
  return JSON.parse(match[1]) as Record<string, { version: string }>;
}

function bucketCookie(setCookie: string | string[] | undefined): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [setCookie];
  return all.find((cookie) => cookie.startsWith('travel_canary_bucket='))?.split(';')[0];
}

let fixture: SiteFixture;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = createSiteFixture();
  fixture.write('data/remotes/hotel/h8/mf-manifest.json', readFileSync(join(fixture.dataDir, 'remotes/hotel/h7/mf-manifest.json'), 'utf8'));
  fixture.write('data/remotes.json', JSON.stringify(WITH_CANARY), new Date(Date.now() + 5000));
  app = await fixture.build();
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const registryFor = async (cookie?: string) => {
  const response = await app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} });
  return { body: response.json<Record<string, Record<string, unknown>>>(), cookie: bucketCookie(response.headers['set-cookie']) };
};

describe('a canary at 50 %', () => {
  it('serves each new visitor one version with a bucket cookie that keeps it; both versions across visitors', async () => {
    const seen = new Set<unknown>();
    for (let visitor = 0; visitor < 40; visitor++) {
      const first = await registryFor();
      expect(first.cookie).toMatch(/^travel_canary_bucket=\d{1,2}$/);
      seen.add(first.body['hotel']?.['version']);
      // Sticky: the same visitor gets the same version on every later request and page.
      const again = await registryFor(first.cookie);
      expect(again.body['hotel']).toEqual(first.body['hotel']);
      expect(again.cookie).toBeUndefined();
      const page = await app.inject({ url: '/hotel/zly-tytul/', headers: { accept: 'text/html', cookie: first.cookie ?? '' } });
      expect(registryIn(page.body)['hotel']?.version).toBe(first.body['hotel']?.['version']);
    }
    expect([...seen].sort()).toEqual(['h7', 'h8']);
  });

  it('gives the canary to exactly the buckets under its percent', async () => {
    let canary = 0;
    for (let bucket = 0; bucket < 100; bucket++) {
      if ((await registryFor(`travel_canary_bucket=${bucket}`)).body['hotel']?.['version'] === 'h8') canary++;
    }
    expect(canary).toBe(50);
  });

  it('the first paint preloads the manifest of the version the visitor gets', async () => {
    const page = await app.inject({ url: '/hotel/zly-tytul/', headers: { accept: 'text/html', cookie: 'travel_canary_bucket=3' } });
    expect(page.body).toContain('href="/remotes/hotel/h8/mf-manifest.json"');
    expect(page.body).not.toContain('/remotes/hotel/h7/');
  });

  it('serves visitors entry and version only, never the deploy record', async () => {
    const { body } = await registryFor('travel_canary_bucket=99');
    expect(body['hotel']).toEqual({ entry: '/remotes/hotel/h7/mf-manifest.json', version: 'h7' });
    expect(JSON.stringify(body)).not.toContain('anna');
  });
});

describe('an order pin', () => {
  it('keeps the version the order started with while that version is deployed', async () => {
    const { body } = await registryFor('travel_canary_bucket=99; travel_order_versions=hotel:h8|search:v1');
    expect(body['hotel']?.['version']).toBe('h8');
    expect(body['search']?.['version']).toBe('v1');
  });

  it('falls back to today’s version for a pin to a removed or unknown version, and never pins a staff container', async () => {
    const { body } = await registryFor('travel_canary_bucket=99; travel_order_versions=hotel:h1|search:../x|search_debug:d0');
    expect(body['hotel']?.['version']).toBe('h7');
    expect(body['search']?.['version']).toBe('v1');
  });
});
