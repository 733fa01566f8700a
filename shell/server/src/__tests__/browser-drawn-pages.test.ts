import type { FastifyInstance } from 'fastify';
import { createSiteFixture, type SiteFixture } from './site-fixture';

const SHELL_CSS = 'app-layout.0a1b2c3d.css';

let fixture: SiteFixture;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = createSiteFixture();
  fixture.write(`dist/${SHELL_CSS}`, '.tr-main{min-height:100vh}');
  app = await fixture.build();
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

describe('a page the browser draws (no first paint)', () => {
  it("carries the shell's stylesheet inline under the response's nonce: the frame is styled from its first frame", async () => {
    const response = await app.inject({ method: 'GET', url: '/ulubione/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(response.body).toContain(`<style nonce="${nonce}" data-href="/${SHELL_CSS}">.tr-main{min-height:100vh}</style>`);
  });

  it('carries it on the shell pages and the 404 page too', async () => {
    for (const url of ['/logowanie/', '/nie-ma-takiej-strony/x/y/']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([url, response.body.includes(`data-href="/${SHELL_CSS}"`)]).toEqual([url, true]);
    }
  });
});
