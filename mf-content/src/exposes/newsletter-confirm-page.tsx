import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';

/** `/newsletter/potwierdzenie/`: the link from the newsletter sign-up e-mail lands here. */
export function NewsletterConfirmPage() {
  const { t } = useTranslation('newsletter');
  return (
    <RemoteFrame remote="content" title={t('confirm.heading')}>
      <p>{t('confirm.text')}</p>
    </RemoteFrame>
  );
}
