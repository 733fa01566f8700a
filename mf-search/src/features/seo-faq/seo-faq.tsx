import { useId } from 'react';
import { useTranslation } from '@travel/i18n';
import { useSeoFaq } from './api/use-seo-faq';
import { faqPageJsonLd, jsonForScript } from './faq-page-json-ld';

export interface SeoFaqProps {
  category: string;
  /** Destination path below the category, e.g. 'grecja/kreta'; null for the category page. */
  location: string | null;
}

/**
 * The page's FAQ under the results: each question a native disclosure (`<details>`/`<summary>`:
 * keyboard and screen readers for free, and it opens without JavaScript), with the `FAQPage`
 * JSON-LD of the same items beside it in the server HTML. A JSON-LD `<script>` is a data block
 * the browser never executes, so `script-src 'self'` does not apply to it (as for the head's
 * JSON-LD). Nothing when the API has no questions.
 */
export function SeoFaq({ category, location }: SeoFaqProps) {
  const { t } = useTranslation('listing');
  const headingId = useId();
  const items = (useSeoFaq(category, location).data?.items ?? []).filter(
    (item) => item.question.trim() !== '' && item.answer.trim() !== '',
  );
  if (items.length === 0) return null;
  return (
    <section className="listing-faq" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('seoFaq.heading')}</h2>
      <ul className="listing-faq__items">
        {items.map((item) => (
          <li key={item.question}>
            <details className="listing-faq__item">
              <summary className="listing-faq__question">{item.question}</summary>
              <p className="listing-faq__answer">{item.answer}</p>
            </details>
          </li>
        ))}
      </ul>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(faqPageJsonLd(items)) }} />
    </section>
  );
}
