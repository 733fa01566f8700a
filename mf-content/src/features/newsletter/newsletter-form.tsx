import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiMutationOptions, createApiClient } from '@travel/api-client';
import {
  MARKETING_FIELD_ERRORS,
  NEWSLETTER_LISTS,
  newsletterSubscribeFields,
  type MarketingFieldError,
  type NewsletterList,
} from '@travel/contracts/api/marketing';
import { emitAnalytics } from '@travel/event-bus';
import { useTranslation } from '@travel/i18n';
import { ErrorSummary, FormField, useFormState } from '@travel/ui';
import { ConsentCheckbox } from '../../components/form/consent-checkbox';
import { FormFooter } from '../../components/form/form-footer';
import { maxLengthOf } from '../../components/form/max-length-of';
import { useBotCheckedSubmit } from '../../components/form/use-bot-checked-submit';

const client = createApiClient();
const FIELDS = ['email', 'lists', 'consent'] as const;

/** Sign-up with a choice of lists; the address starts receiving only after the e-mail link (double opt-in). */
export function NewsletterForm() {
  const { t } = useTranslation('newsletter');
  const { t: tc } = useTranslation('contact');
  const [email, setEmail] = useState('');
  const [lists, setLists] = useState<NewsletterList[]>([]);
  const [consent, setConsent] = useState(false);
  const form = useFormState();
  const { attempt, touch } = form;
  const mutation = useMutation({ ...apiMutationOptions(client, 'marketingNewsletterSubscribe'), scope: { id: 'newsletter' } });
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (mutation.isSuccess) doneRef.current?.focus();
  }, [mutation.isSuccess]);

  const { errors, problem, solving, submit } = useBotCheckedSubmit({
    form,
    values: { email, lists, consent },
    parsed: newsletterSubscribeFields.safeParse({ email, lists, consent }),
    action: 'newsletter',
    send: (data, botToken) => mutation.mutateAsync({ body: { ...data, botToken } }),
    onSent: (data) => emitAnalytics({ event: 'newsletter_signup', newsletter_lists: data.lists }),
  });
  const shown = (field: string) => {
    const code = errors[field];
    if (code === undefined || !form.showsErrorOf(field)) return undefined;
    return (MARKETING_FIELD_ERRORS as readonly string[]).includes(code)
      ? tc(`forms.errors.${code as MarketingFieldError}`, { max: maxLengthOf(newsletterSubscribeFields, field) })
      : code;
  };
  const labels = { email: tc('forms.fields.email'), lists: t('form.listsLegend'), consent: tc('forms.fields.consent') } as const;
  const fieldId = (field: string) => (field === 'lists' ? `newsletter-list-${NEWSLETTER_LISTS[0]}` : `newsletter-${field}`);

  if (mutation.isSuccess) {
    return (
      <section className="content-form content-form--sent" aria-labelledby="newsletter-sent">
        <h2 id="newsletter-sent" ref={doneRef} tabIndex={-1}>
          {t('form.sentHeading')}
        </h2>
        <p>{t('form.sentText', { email })}</p>
      </section>
    );
  }

  const summary =
    attempt > 0
      ? FIELDS.filter((f) => errors[f] !== undefined).map((f) => ({
          fieldId: fieldId(f),
          text: tc('forms.fieldLink', { field: labels[f], message: shown(f) ?? '' }),
        }))
      : [];
  const busy = solving || mutation.isPending;

  return (
    <section className="content-form" aria-labelledby="newsletter-form-heading" id="newsletter">
      <h2 id="newsletter-form-heading">{t('form.heading')}</h2>
      <p>{t('form.intro')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="newsletter-form-heading">
        <ErrorSummary
          id="newsletter-form-summary"
          heading={tc('forms.summaryHeading', { count: summary.length })}
          headingLevel={3}
          entries={summary}
          attempt={attempt}
        />
        <FormField id="newsletter-email" label={labels.email} marker={tc('forms.required')} error={shown('email')}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => touch('email')}
            />
          )}
        </FormField>
        <fieldset className="content-form__lists" {...(shown('lists') ? { 'aria-describedby': 'newsletter-lists-error' } : {})}>
          <legend>
            {labels.lists} <span className="tr-field__marker">{tc('forms.required')}</span>
          </legend>
          {shown('lists') ? (
            <span id="newsletter-lists-error" className="tr-field__error">
              {shown('lists')}
            </span>
          ) : null}
          {NEWSLETTER_LISTS.map((list) => (
            <div key={list} className="content-form__check">
              <input
                id={`newsletter-list-${list}`}
                type="checkbox"
                name="lists"
                value={list}
                checked={lists.includes(list)}
                onChange={(e) => {
                  setLists((prev) => (e.target.checked ? [...prev, list] : prev.filter((l) => l !== list)));
                  touch('lists');
                }}
              />
              <label htmlFor={`newsletter-list-${list}`}>{t(`form.lists.${list}`)}</label>
            </div>
          ))}
        </fieldset>
        <ConsentCheckbox
          id="newsletter-consent"
          name="consent"
          label={t('form.consent')}
          checked={consent}
          error={shown('consent')}
          onChange={(checked) => {
            setConsent(checked);
            touch('consent');
          }}
        />
        <FormFooter problem={problem} busy={busy} submitLabel={t('form.submit')} />
      </form>
    </section>
  );
}
