import type { FastifyInstance } from 'fastify';
import type { StaffPageVerdict } from '../../remotes/staff-access';
import { createSiteFixture, type SiteFixture } from '../../../__tests__/site-fixture';

// docs/product/page-metadata.md: every page has a title of its own (WCAG 2.4.2); a staff tool is
// titled by its name, and the 403 a user without its permission gets by what that page says.
let fixture: SiteFixture;
let app: FastifyInstance;
let verdict: StaffPageVerdict = 'allowed';

beforeAll(async () => {
  fixture = createSiteFixture();
  fixture.write('locales/pl/staff.json', JSON.stringify({ forbidden: { heading: 'Brak dostępu (test)' } }));
  fixture.write(
    'locales/pl/common.json',
    JSON.stringify({
      meta: { siteName: 'Podróżownia', titleTemplate: '{{title}} – Podróżownia', defaultTitle: 'Podróżownia', defaultDescription: 'Opis.' },
      userMenu: { staff: { seoDebug: 'Debugowanie SEO (test)' } },
    }),
  );
  app = await fixture.build({}, { staffPages: async () => verdict });
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the title of a staff page', () => {
  it("is the tool's name for a user with the permission", async () => {
    verdict = 'allowed';
    const res = await app.inject({ url: '/debug/seo/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Debugowanie SEO (test) – Podróżownia');
  });

  it('is "Brak dostępu" on the 403 a user without the permission gets, as its heading says', async () => {
    verdict = 'forbidden';
    const res = await app.inject({ url: '/debug/seo/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(403);
    expect(titleOf(res.body)).toBe('Brak dostępu (test) – Podróżownia');
  });
});
