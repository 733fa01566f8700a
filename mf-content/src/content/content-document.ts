/**
 * The long texts of the guide and the static pages: written here, compiled into the remote (one
 * chunk per page), rendered by `features/content-document`. Titles and leads stay in the i18n
 * files (`tour-guide`, `static-pages`); these hold the body.
 *
 * A block is a paragraph (a plain string), a list, numbered steps, a glossary of terms, a note
 * that stands out, a sub-heading, or links to other pages of the shop.
 */
export type ContentBlock =
  | string
  | { readonly subheading: string }
  | { readonly list: readonly string[] }
  | { readonly steps: readonly string[] }
  | { readonly terms: readonly (readonly [term: string, definition: string])[] }
  | { readonly note: string }
  | { readonly links: readonly ContentLink[] };

export interface ContentLink {
  /** A path of the shop (`/przewodnik/dokumenty/`) or a `mailto:`/`tel:` address. */
  readonly to: string;
  readonly label: string;
}

export interface ContentSection {
  /** Shown as an `<h2>`; its anchor is `id`. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly ContentBlock[];
}

export interface ContentDocument {
  readonly sections: readonly ContentSection[];
  /** For regulations and policies: the date they apply from, `yyyy-MM-dd`. */
  readonly effectiveFrom?: string;
}

/** Every word a document shows, for length checks in tests and journeys. */
export function documentText(document: ContentDocument): string {
  const blockText = (block: ContentBlock): string => {
    if (typeof block === 'string') return block;
    if ('subheading' in block) return block.subheading;
    if ('list' in block) return block.list.join(' ');
    if ('steps' in block) return block.steps.join(' ');
    if ('terms' in block) return block.terms.map(([term, definition]) => `${term} ${definition}`).join(' ');
    if ('note' in block) return block.note;
    return block.links.map((link) => link.label).join(' ');
  };
  return document.sections.map((section) => [section.heading, ...section.blocks.map(blockText)].join(' ')).join(' ');
}
