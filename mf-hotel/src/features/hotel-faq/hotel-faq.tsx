import { useId, useState } from 'react';
import { useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText } from '@travel/ui';
import { HotelJsonLd } from '../../components/hotel-json-ld';
import { useHotelFaq } from './api/use-hotel-faq';

export interface HotelFaqProps {
  hotelId: number;
}

/**
 * Questions as disclosure buttons inside their headings (the WAI-ARIA accordion shape, each panel
 * independent): the answer opens under its question.
 */
export function HotelFaq({ hotelId }: HotelFaqProps) {
  const { t } = useTranslation('hotel');
  const faq = useHotelFaq(hotelId);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const idPrefix = useId();
  const toggle = (index: number, next: boolean): void => {
    const copy = new Set(open);
    if (next) copy.add(index);
    else copy.delete(index);
    setOpen(copy);
  };
  if (faq.data !== undefined && faq.data.items.length === 0) return null;
  return (
    <section className="hotel-faq" aria-labelledby="hotel-faq-heading">
      <h2 id="hotel-faq-heading">{t('faq.heading')}</h2>
      {faq.isError ? (
        <ErrorMessage title={t('faq.loadError')} onRetry={() => void faq.refetch()} retryLabel={t('retry')} />
      ) : faq.data === undefined ? (
        <LoadingText>{t('loadingSection')}</LoadingText>
      ) : (
        <>
          <HotelJsonLd
            data={{
              '@context': 'https://schema.org',
              '@type': 'FAQPage',
              mainEntity: faq.data.items.map((item) => ({
                '@type': 'Question',
                name: item.question,
                acceptedAnswer: { '@type': 'Answer', text: item.answer },
              })),
            }}
          />
          <ul className="hotel-faq__items">
            {faq.data.items.map((item, index) => (
              <li key={item.question}>
                <h3 className="hotel-faq__question">
                  <button
                    type="button"
                    aria-expanded={open.has(index)}
                    aria-controls={`${idPrefix}-${index}`}
                    onClick={() => toggle(index, !open.has(index))}
                  >
                    {item.question}
                  </button>
                </h3>
                <div id={`${idPrefix}-${index}`} className="hotel-faq__answer" hidden={!open.has(index)}>
                  <p>{item.answer}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
