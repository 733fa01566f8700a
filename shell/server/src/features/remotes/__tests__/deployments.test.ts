import type { FastifyInstance } from 'fastify';
import { remoteDeploymentsResponseSchema } from '@travel/contracts/remotes';
import type { StaffPageVerdict } from '../staff-access';
import { createSiteFixture, INITIAL_REGISTRY, type SiteFixture } from '../../../__tests__/site-fixture';

const shared = (name: string, version: string, requiredVersion: string) => ({
  id: `x:${name}`,
  name,
  version,
  requiredVersion,
  singleton: true,
});
const manifest = (items: ReturnType<typeof shared>[]) =>
  JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [], shared: items, travelSubsets: {} });

let fixture: SiteFixture;
let app: FastifyInstance;
let verdict: StaffPageVerdict = 'allowed';

beforeAll(async () => {
  fixture = createSiteFixture();
  fixture.write('dist/mf-manifest.json', manifest([shared('@travel/ui', '1.0.0', '^1.0.0'), shared('react', '19.3.1', '19.3.1')]));
  fixture.write(
    'data/remotes/hotel/h8/mf-manifest.json',
    manifest([shared('@travel/ui', '1.1.0', '^1.1.0'), shared('react', '19.3.1', '19.3.1')]),
  );
  // The text keys h8 was built with; the fixture's live texts have `title` and `header.menu` only.
  fixture.write(
    'data/remotes/hotel/h8/travel-texts.json',
    JSON.stringify({ 'hotel-add-opinion': ['form.submit', 'title'], common: ['header.menu'] }),
  );
  fixture.write(
    'data/remotes.json',
    JSON.stringify({
      ...INITIAL_REGISTRY,
      hotel: {
        entry: '/remotes/hotel/h8/mf-manifest.json',
        version: 'h8',
        canary: { entry: '/remotes/hotel/h9/mf-manifest.json', version: 'h9', percent: 10 },
        previous: ['h7'],
        history: [{ action: 'deploy', version: 'h8', by: 'anna', at: '2026-11-26T10:00:00.000Z' }],
      },
    }),
    new Date(Date.now() + 5000),
  );
  app = await fixture.build({}, { staffPages: async () => verdict });
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

describe('GET /remotes/deployments.json', () => {
  it('lists each remote’s live version, canary share, history and what it requires against what the shell provides', async () => {
    verdict = 'allowed';
    const response = await app.inject({ url: '/remotes/deployments.json' });
    expect(response.statusCode).toBe(200);
    const body = remoteDeploymentsResponseSchema.parse(response.json());
    const hotel = body.remotes.find((remote) => remote.name === 'hotel');
    expect(hotel).toMatchObject({ version: 'h8', canary: { version: 'h9', percent: 10 }, previous: ['h7'] });
    expect(hotel?.history[0]).toMatchObject({ by: 'anna', version: 'h8' });
    expect(hotel?.requires).toEqual([
      { package: '@travel/ui', required: '^1.1.0', provided: '1.0.0', ok: false },
      { package: 'react', required: '19.3.1', provided: '19.3.1', ok: true },
    ]);
  });

  it('names the text keys a live build uses that the served texts lack; a build that recorded none lacks none', async () => {
    verdict = 'allowed';
    const body = remoteDeploymentsResponseSchema.parse((await app.inject({ url: '/remotes/deployments.json' })).json());
    expect(body.remotes.find((remote) => remote.name === 'hotel')?.missingTexts).toEqual([
      { namespace: 'hotel-add-opinion', keys: ['form.submit'] },
    ]);
    expect(body.remotes.find((remote) => remote.name === 'search')?.missingTexts).toEqual([]);
  });

  it('is for staff with the tools permission only', async () => {
    verdict = 'sign-in';
    expect((await app.inject({ url: '/remotes/deployments.json' })).statusCode).toBe(401);
    verdict = 'forbidden';
    expect((await app.inject({ url: '/remotes/deployments.json' })).statusCode).toBe(403);
  });
});
