import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiMutationOptions, createApiClient } from '@travel/api-client';
import { useTranslation } from '@travel/i18n';
import { Button } from '@travel/ui';
import { NewsletterForm } from './newsletter-form';

const client = createApiClient();

/** The API's answer to a link it does not know, that was used, expired or was cut short: a new sign-up is the way on. */
const isDeadLink = (error: unknown): boolean => error instanceof ApiError && (error.status === 400 || error.status === 404);

/** The API's answer to a leave link whose signature or address was changed or cut short. */
const isBadLeaveLink = (error: unknown): boolean => error instanceof ApiError && (error.status === 400 || error.status === 403);

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
  if (confirm.isError && isDeadLink(confirm.error))
    // The text sends the visitor to the form under it (docs/product/newsletter-and-enquiries.md).
    return (
      <>
        <p role="alert" className="tr-field__error">
          {t('confirm.failed')}
        </p>
        <NewsletterForm />
      </>
    );
  if (confirm.isError)
    // A failure of ours or of the network says nothing about the link: the same link is tried again.
    return (
      <div role="alert" className="content-form__done">
        <p className="tr-field__error">{t('confirm.notConfirmed')}</p>
        <Button type="button" onClick={() => mutate({ body: { token } })}>
          {t('confirm.retry')}
        </Button>
      </div>
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
          {/* Only a refused signature or address means the link itself is wrong; anything else is tried again. */}
          {isBadLeaveLink(leave.error) ? t('unsubscribe.failed') : t('unsubscribe.notDone')}
        </p>
      ) : null}
      <Button type="button" disabled={leave.isPending} onClick={() => leave.mutate({ body: { email, signature } })}>
        {t('unsubscribe.button')}
      </Button>
    </section>
  );
}
