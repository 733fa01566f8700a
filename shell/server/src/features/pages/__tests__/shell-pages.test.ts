import type { FastifyInstance } from 'fastify';
import { SHELL_ROUTES } from '@travel/contracts/routes';
import { createSiteFixture, type SiteFixture } from '../../../__tests__/site-fixture';
import { routeOwner } from '../../../../../src/routes/route-owner';

let fixture: SiteFixture;
let app: FastifyInstance;
beforeAll(async () => {
  fixture = createSiteFixture();
  app = await fixture.build();
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

describe("the shell's own pages (sign-in)", () => {
  it.each(SHELL_ROUTES.map((route) => [route.id, route.path]))(
    '%s (%s) is the plain shell: 200, kept out of search engines, no remote preloaded',
    async (_id, path) => {
      expect(routeOwner(path)).toBeUndefined();
      for (const url of [path, `${path}?next=%2Fdebug%2Fseo%2F`]) {
        const response = await app.inject({ url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).toMatch(/<meta name="robots" content="noindex, nofollow">/);
        expect(response.body).not.toContain('rel="modulepreload"');
      }
    },
  );
});
