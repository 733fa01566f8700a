/** What the head says about the page the shopper is on. */
export interface HeadMeta {
  readonly title: string;
  readonly description: string;
  /** Absolute URL. */
  readonly canonical: string;
}

function headElement<T extends HTMLElement>(doc: Document, selector: string, create: () => T): T {
  const found = doc.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  doc.head.append(element);
  return element;
}

/**
 * Sets the title, description, canonical link and their Open Graph twins, the tags the site
 * server wrote for the first page (shell/server render-head.ts), so a page reached in the browser
 * reads like one loaded fresh.
 */
export function applyPageMeta(doc: Document, meta: HeadMeta): void {
  doc.title = meta.title;
  const named = (name: string) => headElement(doc, `meta[name="${name}"]`, () => Object.assign(doc.createElement('meta'), { name }));
  const property = (key: string) =>
    headElement(doc, `meta[property="${key}"]`, () => {
      const element = doc.createElement('meta');
      element.setAttribute('property', key);
      return element;
    });
  named('description').content = meta.description;
  property('og:title').content = meta.title;
  property('og:description').content = meta.description;
  property('og:url').content = meta.canonical;
  headElement(doc, 'link[rel="canonical"]', () => Object.assign(doc.createElement('link'), { rel: 'canonical' })).href = meta.canonical;
}

/** `/wakacje//grecja` → `/wakacje/grecja/`: the site server's canonical path (page-routes.ts). */
export function canonicalPathOf(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return collapsed.endsWith('/') ? collapsed : `${collapsed}/`;
}
