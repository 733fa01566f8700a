import { useEffect, useRef, useState } from 'react';
import { AGREEMENT_NAMES, type AgreementName } from '@travel/contracts/api/agreements';
import { formatPrice, useTranslation } from '@travel/i18n';
import { Button, ErrorMessage, LoadingText, PrivacyPolicyLink, TermsLink, useFormState } from '@travel/ui';
import { missingRequiredAgreements, useOrderStore } from '../../order-store';
import { useAcceptAgreements, usePurchaseSummary } from './api/use-purchase-summary';

export interface OrderSummaryProps {
  orderId: string;
  onNext: () => void;
}

/** Step 'summary': every document openable, the agreements (required ones enforced, marketing unticked), the full price. */
export function OrderSummary({ orderId, onNext }: OrderSummaryProps) {
  const { t } = useTranslation('order');
  const summary = usePurchaseSummary(orderId);
  const stored = useOrderStore((s) => s.userData.agreements);
  const [ticked, setTicked] = useState(stored);
  const { attempt, submitFailed } = useFormState();
  const accept = useAcceptAgreements();
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) errorRef.current?.focus();
  }, [attempt]);

  if (summary.isPending) return <LoadingText>{t('summary.documentsLoading')}</LoadingText>;
  if (summary.isError)
    return <ErrorMessage title={t('summary.documentsFailed')} onRetry={() => void summary.refetch()} retryLabel={t('retry')} />;

  const { documents, price, requiredAgreements } = summary.data;
  const missing = missingRequiredAgreements(ticked, requiredAgreements);
  const showMissing = attempt > 0 ? missing : [];
  // The insurance terms are agreed to only with an insurance chosen (the API then requires them);
  // after 'Bez dodatkowego ubezpieczenia' there is nothing to agree to.
  const order: AgreementName[] = [
    ...requiredAgreements,
    ...AGREEMENT_NAMES.filter((n) => !requiredAgreements.includes(n) && n !== 'insurance'),
  ];

  // Each tick is stored at once (merged on the server), so a reload keeps it.
  const tick = (name: AgreementName, checked: boolean) => {
    setTicked((prev) => ({ ...prev, [name]: checked }));
    accept.mutate({ body: { orderId, agreements: { [name]: checked } } });
  };

  const confirm = async () => {
    if (missing.length > 0) {
      submitFailed();
      return;
    }
    await accept.mutateAsync({ body: { orderId, agreements: ticked } });
    onNext();
  };

  return (
    <div className="order-summary">
      <section aria-labelledby="order-documents-heading">
        <h2 id="order-documents-heading">{t('summary.documentsHeading')}</h2>
        <p>{t('summary.documentsHint')}</p>
        {documents.map((doc) => (
          <details key={doc.kind} className="order-document">
            <summary>{t(`summary.documents.${doc.kind}`)}</summary>
            <div className="order-document__text">
              {doc.paragraphs.map((paragraph, i) => (
                // oxlint-disable-next-line react/no-array-index-key -- paragraphs of a fixed text
                <p key={i}>{paragraph}</p>
              ))}
              <a href={doc.url} target="_blank" rel="noopener">
                {t('summary.openDocument')}: {doc.title}
              </a>
            </div>
          </details>
        ))}
      </section>
      {showMissing.length > 0 ? (
        <div ref={errorRef} tabIndex={-1} role="alert" className="tr-error-summary">
          <h2>{t('errors.summaryHeading', { count: showMissing.length })}</h2>
          <ul>
            {showMissing.map((name) => (
              <li key={name}>
                <a href={`#order-agreement-${name}`}>{t(`summary.agreements.${name}`)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset className="order-agreements">
        <legend>
          <h2>{t('summary.agreementsHeading')}</h2>
        </legend>
        {order.map((name) => {
          const required = requiredAgreements.includes(name);
          const invalid = showMissing.includes(name);
          return (
            <div key={name} className="order-agreement">
              <input
                id={`order-agreement-${name}`}
                type="checkbox"
                checked={ticked[name]}
                required={required}
                aria-invalid={invalid}
                aria-describedby={invalid ? `order-agreement-${name}-error` : undefined}
                onChange={(e) => tick(name, e.target.checked)}
              />{' '}
              <label htmlFor={`order-agreement-${name}`}>
                {t(`summary.agreements.${name}`)}{' '}
                {/* The consents to the terms and to the processing of personal data link the document they accept (docs/product/order-and-payment.md). */}
                {name === 'tos' ? (
                  <>
                    <TermsLink />{' '}
                  </>
                ) : null}
                {name === 'gdpr' ? (
                  <>
                    <PrivacyPolicyLink />{' '}
                  </>
                ) : null}
                {required ? t('summary.requiredMark') : t('summary.optionalMark')}
              </label>
              {invalid ? (
                <span id={`order-agreement-${name}-error`} className="tr-field__error">
                  {t('errors.agreementRequired')}
                </span>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <section aria-labelledby="order-price-heading">
        <h2 id="order-price-heading">{t('summary.priceHeading')}</h2>
        <table className="order-price">
          <tbody>
            {price.lines.map((line) => (
              <tr key={line.kind}>
                <th scope="row">{t(`summary.lines.${line.kind}`, { count: line.count, price: formatPrice(line.unitPrice) })}</th>
                <td>{formatPrice(line.total)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('summary.lines.extras')}</th>
              <td>{formatPrice(price.extras)}</td>
            </tr>
            <tr>
              <th scope="row">{t('summary.lines.total')}</th>
              <td>
                <strong data-testid="order-total">{formatPrice(price.total)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
      </section>
      <Button onClick={() => void confirm()} disabled={accept.isPending} aria-busy={accept.isPending}>
        {t('steps.summary.next')}
      </Button>
    </div>
  );
}
