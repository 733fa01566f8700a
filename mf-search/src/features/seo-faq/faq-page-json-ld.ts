export interface FaqEntry {
  question: string;
  answer: string;
}

/** The schema.org `FAQPage` of a page's questions and answers (search engines' rich results). */
export function faqPageJsonLd(items: readonly FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** `<`, `>` and `&` escaped, so the JSON can never close its script element. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
