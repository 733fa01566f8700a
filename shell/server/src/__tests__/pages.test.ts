import type { FastifyInstance } from 'fastify';
import {
  BASE_URL,
  HOTEL_CHUNK,
  HOTEL_CSS,
  INITIAL_REGISTRY,
  PAGE_TEXTS,
  SEARCH_CHUNK,
  createSiteFixture,
  slowMeta,
  type SiteFixture,
} from './site-fixture';

function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return match?.[1];
}
function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}
function dataBlock(html: string, id: string): string {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error(`no ${id} block`);
  return match[1];
}
/** The preload hints the server adds (the template's own entry-script preload left out). */
function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]).filter((link) => !link.includes('data-app-entry'));
}

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

const page = (url: string, accept = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8') =>
  app.inject({ method: 'GET', url, headers: { accept } });

describe('page head defaults', () => {
  it('answers the shell HTML with the default title and description when the API has no meta', async () => {
    const response = await page('/ulubione/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(response.body)).toBe(PAGE_TEXTS.defaultTitle);
    expect(metaContent(response.body, 'name', 'description')).toBe(PAGE_TEXTS.defaultDescription);
    expect(metaContent(response.body, 'property', 'og:title')).toBe(PAGE_TEXTS.defaultTitle);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('<!--app-head-->');
    // The template's entry preload and start script stay in place.
    expect(response.body).toContain('<link rel="preload" as="script" fetchpriority="low" href="/main.js" data-app-entry />');
    expect(response.body).toContain('<script defer src="/start.js"></script>');
  });

  it('applies the title template "page title – Podróżownia" to the API meta', async () => {
    const response = await page('/wakacje/grecja/');
    expect(titleOf(response.body)).toBe('Wakacje w Grecji – Podróżownia');
    expect(metaContent(response.body, 'name', 'description')).toBe('Wczasy w Grecji z przelotem.');
    expect(metaContent(response.body, 'name', 'keywords')).toBe('grecja, wakacje');
    expect(metaContent(response.body, 'property', 'og:title')).toBe('Wakacje w Grecji – Podróżownia');
    // The lookup uses the path, whatever the filters.
    expect(titleOf((await page('/wakacje/grecja/?filtr=typ:wypoczynek;dorosli:3')).body)).toBe('Wakacje w Grecji – Podróżownia');
  });

  it.each([
    ['an API 404', '/kierunki/nieznany/'],
    ['an API 500', '/wakacje/awaria/'],
    ['meta that does not match the contract', '/wakacje/zepsute/'],
    ['meta with an empty title', '/wakacje/pusty-tytul/'],
  ])('falls back to the defaults on %s', async (_case, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(PAGE_TEXTS.defaultTitle);
    expect(metaContent(response.body, 'name', 'description')).toBe(PAGE_TEXTS.defaultDescription);
  });

  it('answers with the default head when the meta call outlasts the time box', async () => {
    // The meta call never answers until the page is out: only the time box can end the wait.
    const response = await page('/wakacje/wolno/');
    expect(slowMeta.pending).toBe(1);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(PAGE_TEXTS.defaultTitle);
    slowMeta.open();
  });

  it('escapes API text placed in the head', async () => {
    const response = await page('/hotel/zly-tytul/');
    expect(titleOf(response.body)).toBe('&lt;script&gt;alert(1)&lt;/script&gt;&quot; – Podróżownia');
    expect(metaContent(response.body, 'name', 'description')).toBe('a &amp; b');
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('sets the viewport, colours, mobile web app and share tags of the spec', async () => {
    const html = (await page('/')).body;
    const viewport = metaContent(html, 'name', 'viewport');
    expect(viewport).toContain('maximum-scale=5');
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)/);
    expect(metaContent(html, 'name', 'theme-color')).toBe('#042C46');
    expect(metaContent(html, 'name', 'mobile-web-app-capable')).toBe('yes');
    expect(metaContent(html, 'name', 'apple-mobile-web-app-capable')).toBe('yes');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${BASE_URL}/og.png`);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('700');
    expect(metaContent(html, 'property', 'og:locale')).toBe('pl_PL');
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'name', 'facebook-domain-verification')).toBeUndefined();
  });

  it('adds the social domain-verification tag when configured', async () => {
    const configured = await fixture.build({ SOCIAL_DOMAIN_VERIFICATION: 'abc123xyz' });
    try {
      const html = (await configured.inject({ url: '/', headers: { accept: 'text/html' } })).body;
      expect(metaContent(html, 'name', 'facebook-domain-verification')).toBe('abc123xyz');
    } finally {
      await configured.close();
    }
  });

  it('builds the canonical link from BASE_URL and the path, without query and with a trailing slash', async () => {
    const html = (await page('/wakacje/grecja/?filtr=typ:wypoczynek;dorosli:3')).body;
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/wakacje/grecja/">`);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${BASE_URL}/wakacje/grecja/`);
  });

  it('without BASE_URL, every outward link follows the address the server serves, whatever Host a request names', async () => {
    const served = await fixture.build({ BASE_URL: '', PORT: '3107', HOST: '127.0.0.1' });
    try {
      const headers = { host: 'oszust.example', 'x-forwarded-host': 'oszust.example' };
      const html = (await served.inject({ url: '/wakacje/grecja/', headers })).body;
      expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:3107/wakacje/grecja/">');
      expect(metaContent(html, 'property', 'og:url')).toBe('http://127.0.0.1:3107/wakacje/grecja/');
      expect(html).not.toContain('oszust.example');
      expect(html).not.toContain('localhost:8080');
      const robots = (await served.inject({ url: '/robots.txt', headers })).body;
      expect(robots).toContain('Sitemap: http://127.0.0.1:3107/sitemap.xml');
    } finally {
      await served.close();
    }
  });

  it('embeds Organization and WebSite JSON-LD', async () => {
    const html = (await page('/')).body;
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    const data = JSON.parse(match?.[1] ?? 'null') as { '@graph': Array<{ '@type': string; url: string }> };
    expect(data['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(data['@graph'][0]?.url).toBe(`${BASE_URL}/`);
  });

  it('embeds the site config and the registry the client needs, without staff remotes', async () => {
    const html = (await page('/')).body;
    expect(JSON.parse(dataBlock(html, 'site-config'))).toEqual({
      baseUrl: BASE_URL,
      environment: expect.any(String),
      sentryDsn: null,
      mapTileUrl: '',
    });
    const registry = JSON.parse(dataBlock(html, 'remote-registry')) as Record<string, unknown>;
    expect(Object.keys(registry).sort()).toEqual(['hotel', 'search']);
  });

  it('answers /_app, the application shell, 200 with the plain shell: not indexed, nothing preloaded, the frame styled', async () => {
    for (const url of ['/_app', '/_app/']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(metaContent(response.body, 'name', 'robots')).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
    expect((await page('/_app/inne/')).statusCode).toBe(404);
  });

  it('answers unknown paths 404 with the shell (its not-found page), without rendering them', async () => {
    for (const url of ['/to/nie/istnieje/', '/rezerwacja/', '/_appx/']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(metaContent(response.body, 'name', 'robots')).toBe('noindex, nofollow');
    }
  });

  it('titles a page the API has no meta for from the route table, and a page that does not exist as not found', async () => {
    expect(titleOf((await page('/rezerwacja/abc123/dane/')).body)).toBe('Dane do rezerwacji (test) – Podróżownia');
    expect(titleOf((await page('/to/nie/istnieje/')).body)).toBe('Nie ma takiej strony (test) – Podróżownia');
    // A key the texts lack: the default title, never the key.
    expect(titleOf((await page('/rezerwacja/abc123/platnosc/')).body)).toBe(PAGE_TEXTS.defaultTitle);
  });

  it('keeps private pages (order flow, payment tracking, /_app) out of search engines', async () => {
    for (const url of ['/rezerwacja/abc123/dane/', '/platnosc/sukces/xyz/', '/oferta-dla-klienta/77/', '/_app']) {
      expect(metaContent((await page(url)).body, 'name', 'robots')).toBe('noindex, nofollow');
    }
    for (const url of ['/', '/hotel/hotel-testowy/', '/last-minute/']) {
      expect(metaContent((await page(url)).body, 'name', 'robots')).toBeUndefined();
    }
  });

  it('answers HEAD for a page with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/wakacje/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('does not answer HTML to a client that does not accept it', async () => {
    const response = await page('/ulubione/', 'application/json');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('preload hints', () => {
  it("preloads the manifest, remote entry and exposed-module chunks of the route's remote", async () => {
    const links = preloads((await page('/')).body);
    expect(links).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/remotes/search/v1/mf-manifest.json">',
      '<link rel="preload" as="script" href="/remotes/search/v1/remoteEntry.js">',
      `<link rel="preload" as="script" href="/remotes/search/v1/${SEARCH_CHUNK}">`,
    ]);
  });

  it('matches routes with the route table, static segments before the listing catch-all', async () => {
    const links = preloads((await page('/hotel/hotel-testowy/')).body);
    expect(links).toContain('<link rel="preload" as="script" href="/remotes/hotel/h7/remoteEntry.js">');
    expect(links).toContain(`<link rel="preload" as="script" href="/remotes/hotel/h7/${HOTEL_CHUNK}">`);
    expect(links).toContain(`<link rel="preload" as="style" href="/remotes/hotel/h7/${HOTEL_CSS}">`);
    // Listing pages belong to search.
    expect(preloads((await page('/last-minute/egipt/')).body)[0]).toContain('/remotes/search/v1/mf-manifest.json');
  });

  it('preloads nothing for a remote missing from the registry, or for the shell page /_app', async () => {
    expect(preloads((await page('/kontakt/')).body)).toEqual([]);
    expect(preloads((await page('/_app')).body)).toEqual([]);
  });
});

describe('escaping of injected JSON', () => {
  it('keeps a registry value containing </script> inside its data block', async () => {
    const hostile = {
      search: { entry: '/remotes/search/v1/mf-manifest.json', version: '</script><script>alert(1)</script><!--' },
    };
    fixture.write('data/remotes.json', JSON.stringify(hostile), new Date(Date.now() + 5000));
    try {
      const html = (await page('/kontakt/')).body;
      expect(html).not.toContain('</script><script>alert(1)');
      expect(html).not.toContain('<!--"');
      expect(JSON.parse(dataBlock(html, 'remote-registry'))).toEqual(hostile);
    } finally {
      fixture.write('data/remotes.json', JSON.stringify(INITIAL_REGISTRY), new Date(Date.now() + 10000));
    }
  });
});

describe("the listing's form submitted without JavaScript", () => {
  it('is sent on to the canonical filtr address with a 303, on page 1', async () => {
    const response = await page('/wycieczki/grecja/?filtr=dorosli:3;strona:2&sortowanie=ocena&wyzywienie=&wyzywienie=hb');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/wycieczki/grecja/?filtr=dorosli:3;wyzywienie:hb;sortowanie:ocena');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves plain filtr addresses and other pages with such parameters alone', async () => {
    expect((await page('/wycieczki/?filtr=sortowanie:ocena')).statusCode).toBe(200);
    expect((await page('/kontakt/?sortowanie=ocena')).statusCode).not.toBe(303);
  });
});

describe('a listing away from its canonical address', () => {
  it.each([
    ['filters in another order', '/wycieczki/?filtr=sortowanie:ocena;dorosli:3', '/wycieczki/?filtr=dorosli:3;sortowanie:ocena'],
    [
      'filters that give another category',
      '/wycieczki/grecja/?filtr=dorosli:2;wyzywienie:all-inclusive',
      '/all-inclusive/grecja/?filtr=wyzywienie:all-inclusive',
    ],
    ['a percent-encoded filtr', '/wycieczki/?filtr=dorosli%3A3', '/wycieczki/?filtr=dorosli:3'],
    ['an invalid value', '/wycieczki/?filtr=dorosli:abc;wyzywienie:hb', '/wycieczki/?filtr=wyzywienie:hb'],
    ['no trailing slash and a doubled one', '/wakacje//grecja', '/wakacje/grecja/'],
    [
      'an unknown parameter, beside a campaign one',
      '/wakacje/grecja/?widok=lista&utm_source=newsletter',
      '/wakacje/grecja/?utm_source=newsletter',
    ],
  ])('%s: %s is a 301 to %s, before any render', async (_case, url, location) => {
    const response = await page(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
    // Some targets move with the calendar (a season, a date range's category): never kept unasked.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('<div id="root">');
    const target = await page(location);
    expect(target.statusCode).toBe(200);
  });

  it('answers a canonical address and a landing page at its own address as before', async () => {
    for (const url of ['/wakacje/', '/wakacje/grecja/', '/wycieczki/?filtr=dorosli:3;sortowanie:ocena', '/wakacje/?utm_source=x']) {
      expect((await page(url)).statusCode).toBe(200);
    }
  });

  it('sends a summer season that rolled over on to the current one, by the server clock', async () => {
    const nextYear = await fixture.build({}, { now: () => new Date('2027-11-22T10:00:00Z') });
    try {
      const rolled = await nextYear.inject({ url: '/lato-27/', headers: { accept: 'text/html' } });
      expect(rolled.statusCode).toBe(301);
      expect(rolled.headers.location).toBe('/lato-28/');
      expect((await nextYear.inject({ url: '/lato-28/', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    } finally {
      await nextYear.close();
    }
    const response = await page('/lato-26/?utm_campaign=lato');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toMatch(/^\/lato-(\d\d)\/\?utm_campaign=lato$/);
    expect(response.headers.location).not.toContain('lato-26');
  });
});
