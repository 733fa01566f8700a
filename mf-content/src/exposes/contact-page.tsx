import { telHref, useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { useContentStylesheet } from '../components/use-content-stylesheet';
import { EnquiryForm } from '../features/forms';
import { NewsletterForm } from '../features/newsletter';

/** `/kontakt/`: the lines (a tap calls or writes, as on the sales offices), the contact form and the newsletter sign-up. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  useContentStylesheet();
  return (
    <RemoteFrame remote="content" title={t('modal.title')}>
      <p>{t('modal.intro')}</p>
      <dl>
        <dt>{t('modal.phoneLabel')}</dt>
        <dd>
          <a href={telHref(t('lines.pl.phone'))}>{t('lines.pl.phone')}</a>
        </dd>
        <dt>{t('modal.emailLabel')}</dt>
        <dd>
          <a href={`mailto:${t('lines.pl.email')}`}>{t('lines.pl.email')}</a>
        </dd>
        <dt>{t('modal.hoursLabel')}</dt>
        <dd>{t('lines.pl.hours')}</dd>
      </dl>
      <EnquiryForm kind="contact" />
      <NewsletterForm />
    </RemoteFrame>
  );
}
