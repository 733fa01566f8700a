import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';

/** `/kontakt/`: the contact page; the enquiry forms fill it in later issues. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <RemoteFrame remote="content" title={t('modal.title')}>
      <p>{t('modal.intro')}</p>
      <dl>
        <dt>{t('modal.phoneLabel')}</dt>
        <dd>{t('lines.pl.phone')}</dd>
        <dt>{t('modal.emailLabel')}</dt>
        <dd>{t('lines.pl.email')}</dd>
        <dt>{t('modal.hoursLabel')}</dt>
        <dd>{t('lines.pl.hours')}</dd>
      </dl>
    </RemoteFrame>
  );
}
