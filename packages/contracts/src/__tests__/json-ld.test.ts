import { absoluteJsonLdInHtml, absoluteJsonLdUrls, publicOrigin } from '../json-ld';

describe('absolute JSON-LD addresses', () => {
  it('puts the origin before every root-relative string, and only there', () => {
    const json = JSON.stringify({
      url: '/hotel/a/',
      image: ['/photos/1.jpg', 'https://cdn.example/2.jpg', '//cdn.example/3.jpg'],
      description: 'Opis "/w cudzysłowie" i 1/2',
      offers: { url: '/oferta/x/' },
    });
    expect(JSON.parse(absoluteJsonLdUrls(json, 'https://sklep.example/'))).toEqual({
      url: 'https://sklep.example/hotel/a/',
      image: ['https://sklep.example/photos/1.jpg', 'https://cdn.example/2.jpg', '//cdn.example/3.jpg'],
      description: 'Opis "/w cudzysłowie" i 1/2',
      offers: { url: 'https://sklep.example/oferta/x/' },
    });
    expect(absoluteJsonLdUrls(json, '')).toBe(json);
  });

  it('rewrites the JSON-LD blocks of a page and leaves other scripts alone', () => {
    const html = '<script type="application/json" id="x">{"u":"/a/"}</script><script type="application/ld+json">{"url":"/b/"}</script>';
    expect(absoluteJsonLdInHtml(html, 'http://localhost:3107')).toBe(
      '<script type="application/json" id="x">{"u":"/a/"}</script><script type="application/ld+json">{"url":"http://localhost:3107/b/"}</script>',
    );
  });

  it("reads the public origin from the page's site config; none without a page", () => {
    const config = { baseUrl: 'https://sklep.example', environment: 'production', sentryDsn: null, mapTileUrl: '' };
    const doc = {
      getElementById: (id: string) => (id === 'site-config' ? ({ textContent: JSON.stringify(config) } as HTMLElement) : null),
    };
    expect(publicOrigin(doc)).toBe('https://sklep.example');
    expect(publicOrigin(undefined)).toBe('');
  });
});
