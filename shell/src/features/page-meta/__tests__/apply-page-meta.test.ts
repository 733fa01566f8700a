import { applyPageMeta, canonicalPathOf } from '../apply-page-meta';

describe('applyPageMeta', () => {
  it('replaces the title, description, canonical and Open Graph tags the server wrote', () => {
    document.head.innerHTML =
      '<title>Stara – Podróżownia</title><meta name="description" content="stary opis">' +
      '<link rel="canonical" href="https://sklep.test/stara/"><meta property="og:title" content="Stara">';
    applyPageMeta(document, {
      title: 'Dokumenty – Podróżownia',
      description: 'Jakie dokumenty zabrać.',
      canonical: 'https://sklep.test/przewodnik/dokumenty/',
    });
    expect(document.title).toBe('Dokumenty – Podróżownia');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('Jakie dokumenty zabrać.');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('https://sklep.test/przewodnik/dokumenty/');
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content).toBe('Dokumenty – Podróżownia');
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content).toBe(
      'https://sklep.test/przewodnik/dokumenty/',
    );
  });

  it('creates the tags when the page had none (the shell served without a head)', () => {
    document.head.innerHTML = '';
    applyPageMeta(document, { title: 'Kontakt – Podróżownia', description: 'Napisz do nas.', canonical: 'https://sklep.test/kontakt/' });
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('Napisz do nas.');
  });

  it('writes the canonical path in the site server shape', () => {
    expect(canonicalPathOf('/wakacje//grecja')).toBe('/wakacje/grecja/');
    expect(canonicalPathOf('/')).toBe('/');
  });
});
