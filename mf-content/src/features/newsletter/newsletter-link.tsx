import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiMutationOptions, createApiClient } from '@travel/api-client';
import { useTranslation } from '@travel/i18n';
import { Button } from '@travel/ui';

const client = createApiClient();

/** The link of the double opt-in e-mail (`?token=`): confirmed on arrival (a script-less mail scanner confirms nothing). */
export function NewsletterConfirmation({ token }: { token: string }) {
  const { t } = useTranslation('newsletter');
  const confirm = useMutation({ ...apiMutationOptions(client, 'marketingNewsletterConfirm'), scope: { id: 'newsletter' } });
  const { mutate } = confirm;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ body: { token } });
  }, [mutate, token]);
  if (confirm.isSuccess)
    return (
      <output className="content-form__done">
        {t('confirm.text')} {t('confirm.confirmedLists', { lists: confirm.data.lists.map((l) => t(`form.lists.${l}`)).join(', ') })}
      </output>
    );
  if (confirm.isError)
    return (
      <p role="alert" className="tr-field__error">
        {t('confirm.failed')}
      </p>
    );
  return <output className="content-form__done">{t('confirm.confirming')}</output>;
}

/** The signed leave link of every newsletter e-mail (`?wypisz=&podpis=`): one button, so a link preview unsubscribes nobody. */
export function NewsletterUnsubscribe({ email, signature }: { email: string; signature: string }) {
  const { t } = useTranslation('newsletter');
  const leave = useMutation({ ...apiMutationOptions(client, 'marketingNewsletterUnsubscribe'), scope: { id: 'newsletter' } });
  if (leave.isSuccess) return <output className="content-form__done">{t('unsubscribe.done', { email })}</output>;
  return (
    <section aria-labelledby="newsletter-unsubscribe-heading">
      <h2 id="newsletter-unsubscribe-heading">{t('unsubscribe.heading')}</h2>
      <p>{t('unsubscribe.text', { email })}</p>
      {leave.isError ? (
        <p role="alert" className="tr-field__error">
          {t('unsubscribe.failed')}
        </p>
      ) : null}
      <Button type="button" disabled={leave.isPending} onClick={() => leave.mutate({ body: { email, signature } })}>
        {t('unsubscribe.button')}
      </Button>
    </section>
  );
}
