import { useTranslation } from '@travel/i18n';
import { ContentLayout } from '../layout/content-layout';

/** `/newsletter/potwierdzenie/`: the link from the newsletter sign-up e-mail lands here. */
export function NewsletterConfirmPage() {
  const { t } = useTranslation('newsletter');
  return (
    <ContentLayout title={t('confirm.heading')}>
      <p>{t('confirm.text')}</p>
    </ContentLayout>
  );
}
