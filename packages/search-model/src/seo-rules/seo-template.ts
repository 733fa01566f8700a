/** The words a rule's texts may use (docs/product/seo-rules.md). */
export interface SeoTemplateValues {
  /** The landing page's title (`Last minute`). */
  tytul: string;
  /** The place's name (`Grecja`), empty without one. */
  miejsce: string;
  /** With its preposition, in the locative (`w Grecji`). */
  miejscownik: string;
  /** In the genitive (`Grecji`). */
  dopelniacz: string;
  /** The season's year on pages that sell one season, else empty. */
  rok: string;
}

export const SEO_TEMPLATE_WORDS = [
  'tytul',
  'miejsce',
  'miejscownik',
  'dopelniacz',
  'rok',
] as const satisfies readonly (keyof SeoTemplateValues)[];

/**
 * Fills `{word}` with its value; an unknown `{word}` stays as written (staff see it in the debug).
 * Spaces left doubled by an empty word are collapsed, and so is a space before punctuation.
 */
export function fillSeoTemplate(template: string, values: SeoTemplateValues): string {
  return template
    .replace(/\{([a-z]+)\}/g, (whole, word: string) =>
      (SEO_TEMPLATE_WORDS as readonly string[]).includes(word) ? values[word as keyof SeoTemplateValues] : whole,
    )
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ ([,.:;!?])/g, '$1')
    .trim();
}
