import type { STATIC_PAGES } from '@travel/contracts/routes';
import { useTranslation } from '@travel/i18n';
import { VisuallyHidden } from '@travel/ui';

/** The shop's terms, one of its static pages (a type check only: nothing of the route table is loaded). */
const TERMS_SLUG = 'regulamin' satisfies keyof typeof STATIC_PAGES;

/**
 * 'Regulamin serwisu', the link the consent to the shop's terms (`tos`) ends with, inside its label
 * (docs/product/order-and-payment.md): opened in a new tab, said to screen readers too, so the step
 * keeps what was ticked, as `PrivacyPolicyLink` does for the consent to the processing of data.
 */
export function TermsLink() {
  const { t } = useTranslation('order');
  return (
    <a href={`/${TERMS_SLUG}/`} target="_blank" rel="noopener">
      {t('summary.termsLink.label')}
      <VisuallyHidden> {t('summary.termsLink.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
