import { useTranslation } from '@travel/i18n';
import { Button } from '@travel/ui';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { useUiStore } from '../../store/ui-store';
import { readConsent, storeConsent, type ConsentChoice } from './consent-cookie';

/**
 * The consent banner: shown until the visitor chooses, not modal (the page stays usable), both
 * choices equally prominent. The choice lands in `userConsentedToCookies` for every feature to read.
 */
export function CookieConsentBanner() {
  const { t } = useTranslation('common');
  const consented = useUiStore((s) => s.userConsentedToCookies);
  const setConsented = useUiStore((s) => s.setUserConsentedToCookies);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    setConsented(readConsent());
  }, [setConsented]);

  if (consented !== null) return null;

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    setConsented(choice === 'all');
  };

  return (
    <section className="tr-cookie-consent" aria-labelledby={titleId} aria-describedby={textId} data-testid="cookie-consent">
      <h2 id={titleId} className="tr-cookie-consent__title">
        {t('cookies.title')}
      </h2>
      <p id={textId}>
        {t('cookies.text')} <Link to="/polityka-prywatnosci/">{t('cookies.policyLink')}</Link>
      </p>
      <div className="tr-cookie-consent__actions">
        <Button variant="secondary" onClick={() => choose('necessary')}>
          {t('cookies.onlyNecessary')}
        </Button>
        <Button variant="primary" onClick={() => choose('all')}>
          {t('cookies.acceptAll')}
        </Button>
      </div>
    </section>
  );
}
