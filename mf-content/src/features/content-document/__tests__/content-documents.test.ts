import { matchPath } from 'react-router-dom';
import { GUIDE_PAGES, ROUTES_BY_REMOTE, STATIC_PAGES } from '@travel/contracts/routes';
import { documentText, type ContentBlock, type ContentDocument } from '../../../content/content-document';
import { GUIDE_DOCUMENTS, STATIC_DOCUMENTS } from '../api/content-documents';

const allRoutes = Object.values(ROUTES_BY_REMOTE).flat();
const isShopPath = (path: string) => allRoutes.some((route) => matchPath({ path: route.path, end: true }, path) !== null);

const linksOf = (document: ContentDocument): string[] =>
  document.sections.flatMap((section) =>
    section.blocks.flatMap((block: ContentBlock) =>
      typeof block === 'object' && 'links' in block ? block.links.map((link) => link.to) : [],
    ),
  );

const loaded: [string, ContentDocument][] = [];
beforeAll(async () => {
  for (const [slug, load] of [...Object.entries(GUIDE_DOCUMENTS), ...Object.entries(STATIC_DOCUMENTS)]) {
    loaded.push([slug, (await load()).document]);
  }
});

describe('guide and static page bodies', () => {
  it('has a body for each of the 12 guide pages and 15 static pages of the route table', () => {
    expect(Object.keys(GUIDE_DOCUMENTS).sort()).toEqual(Object.keys(GUIDE_PAGES).sort());
    expect(Object.keys(STATIC_DOCUMENTS).sort()).toEqual(Object.keys(STATIC_PAGES).sort());
    expect(loaded).toHaveLength(27);
  });

  it('gives every page real text: enough words, no placeholder, unique section anchors', () => {
    for (const [slug, document] of loaded) {
      const text = documentText(document);
      // The guide map lists the other sections itself, so its own text is shorter.
      expect([slug, text.length >= (slug === 'mapa-przewodnika' ? 300 : 1000)]).toEqual([slug, true]);
      expect([slug, /lorem|ipsum|todo|tbd|placeholder|\{\{/i.test(text)]).toEqual([slug, false]);
      const ids = document.sections.map((section) => section.id);
      expect([slug, new Set(ids).size]).toEqual([slug, ids.length]);
    }
  });

  it('links only to pages the shop has, or to e-mail addresses', () => {
    const links = loaded.flatMap(([slug, document]) => linksOf(document).map((to) => [slug, to] as const));
    expect(links.length).toBeGreaterThan(20);
    for (const [slug, to] of links) {
      expect([slug, to, to.startsWith('mailto:') || isShopPath(to)]).toEqual([slug, to, true]);
    }
  });

  it('states the legal essentials: GDPR controller, bases, retention, rights; complaints, withdrawal and package rules; review verification', () => {
    const text = (slug: string) => documentText(loaded.find(([s]) => s === slug)?.[1] ?? { sections: [] });
    const privacy = text('polityka-prywatnosci');
    for (const phrase of [
      'Administratorem',
      'art. 6 ust. 1 lit. b',
      'Jak długo przechowujemy',
      'art. 15 RODO',
      'Prezesa Urzędu Ochrony Danych',
      'Odbiorcy',
    ])
      expect(privacy).toContain(phrase);
    const terms = text('regulamin');
    for (const phrase of [
      'Reklamacje',
      'Odstąpienie od umowy',
      'ustawy z dnia 24 listopada 2017 r. o imprezach turystycznych',
      '(UE) 2015/2302',
    ])
      expect(terms).toContain(phrase);
    expect(text('regulamin-opinii')).toContain('(UE) 2019/2161');
  });
});
