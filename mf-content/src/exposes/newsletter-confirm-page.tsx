import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { useContentStylesheet } from '../components/use-content-stylesheet';
import { NewsletterConfirmation, NewsletterForm, NewsletterUnsubscribe } from '../features/newsletter';

/**
 * `/newsletter/potwierdzenie/`: the links of the newsletter e-mails land here: `?token=` confirms
 * the sign-up, `?wypisz=&podpis=` leaves every list; with neither, the sign-up form.
 */
export function NewsletterConfirmPage() {
  const { t } = useTranslation('newsletter');
  useContentStylesheet();
  const [params] = useSearchParams();
  const token = params.get('token');
  const leave = params.get('wypisz');
  const signature = params.get('podpis');
  if (leave !== null && signature !== null)
    return (
      <RemoteFrame remote="content" title={t('unsubscribe.heading')}>
        <NewsletterUnsubscribe email={leave} signature={signature} />
      </RemoteFrame>
    );
  return (
    <RemoteFrame remote="content" title={t('confirm.heading')}>
      {token !== null ? <NewsletterConfirmation token={token} /> : null}
      {token === null ? <NewsletterForm /> : null}
    </RemoteFrame>
  );
}
