import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiMutationOptions, createApiClient } from '@travel/api-client';
import { MARKETING_FIELD_ERRORS, type EnquiryKind, type MarketingFieldError } from '@travel/contracts/api/marketing';
import { toApiDate, useTranslation } from '@travel/i18n';
import { ErrorSummary, FormField, useFormState } from '@travel/ui';
import { ENQUIRY_FORMS, type FieldSpec } from './enquiry-fields';
import { ConsentCheckbox } from '../../components/form/consent-checkbox';
import { ProcessingConsentLabel } from '../../components/form/processing-consent-label';
import { FormFooter } from '../../components/form/form-footer';
import { maxLengthOf } from '../../components/form/max-length-of';
import { useBotCheckedSubmit } from '../../components/form/use-bot-checked-submit';
import { emitAnalytics } from '@travel/event-bus';

const client = createApiClient();

type Values = Record<string, string | boolean>;

/** The values as the contract reads them: an empty optional field is left out, a checkbox is a boolean. */
function asBody(fields: readonly FieldSpec[], values: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.input === 'checkbox') out[f.name] = v === true;
    else if (typeof v === 'string' && v.trim() !== '') out[f.name] = f.input === 'number' ? Number(v) : v;
    else if (f.required) out[f.name] = '';
  }
  return out;
}

/**
 * One enquiry form (contact, franchise, mice, DSA notice): checked field by field with the
 * contract's rules, errors next to each field and in a summary that takes focus, then a
 * bot-protection token (`useBotCheckedSubmit`), the call, and a Polish confirmation.
 */
export function EnquiryForm({ kind }: { kind: EnquiryKind }) {
  const spec = ENQUIRY_FORMS[kind];
  const { t } = useTranslation('contact');
  const [values, setValues] = useState<Values>({});
  const form = useFormState();
  const { attempt, touch } = form;
  const mutation = useMutation({ ...apiMutationOptions(client, spec.endpoint), scope: { id: `enquiry-${kind}` } });
  const doneRef = useRef<HTMLHeadingElement>(null);
  const formSectionRef = useRef<HTMLElement>(null);
  // The confirmation takes the form's place in a box of the form's height: the answer comes after
  // the bot check and the call, too late to count as the visitor's own doing, and the footer under
  // a shorter box would move up into view (a layout shift).
  const [keptHeight, setKeptHeight] = useState<number | null>(null);
  const sent = mutation.data;
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const body = asBody(spec.fields, values);
  // Read once per form: the date rules compare with the day the form was opened (the API checks again).
  const [today] = useState(() => toApiDate(new Date()));
  const schema = spec.schema(today);
  const { errors, problem, solving, submit } = useBotCheckedSubmit({
    form,
    values: body,
    parsed: schema.safeParse(body),
    action: kind,
    send: (data, botToken) => {
      setKeptHeight(formSectionRef.current?.offsetHeight ?? null);
      return mutation.mutateAsync({ body: { ...data, botToken } } as never);
    },
    onSent: () => emitAnalytics({ event: 'form_submit', form_name: kind }),
  });
  const id = (field: string) => `${kind}-form-${field}`;
  const errorText = (field: string, code: string) =>
    (MARKETING_FIELD_ERRORS as readonly string[]).includes(code)
      ? t(`forms.errors.${code as MarketingFieldError}`, { max: maxLengthOf(schema, field) })
      : code;
  const shown = (field: string) => {
    const code = errors[field];
    return code !== undefined && form.showsErrorOf(field) ? errorText(field, code) : undefined;
  };
  const label = (field: FieldSpec['name']) => t(`forms.fields.${field}`);

  if (sent) {
    return (
      // Its own key: new elements in place of the form's, none of which is moved text.
      <section
        key="sent"
        className="content-form content-form--sent"
        aria-labelledby={`${kind}-form-sent`}
        style={keptHeight === null ? undefined : { minHeight: keptHeight }}
      >
        <h2 id={`${kind}-form-sent`} ref={doneRef} tabIndex={-1}>
          {t('forms.sentHeading')}
        </h2>
        <p>{t('forms.sentText', { email: String(values.email ?? ''), id: sent.id })}</p>
      </section>
    );
  }

  const summary =
    attempt > 0
      ? spec.fields
          .filter((f) => errors[f.name] !== undefined)
          .map((f) => ({ fieldId: id(f.name), text: t('forms.fieldLink', { field: label(f.name), message: shown(f.name) ?? '' }) }))
      : [];
  const set = (field: string, value: string | boolean) => setValues((prev) => ({ ...prev, [field]: value }));
  const busy = solving || mutation.isPending;

  return (
    <section key="form" ref={formSectionRef} className="content-form" aria-labelledby={`${kind}-form-heading`} id={`formularz-${kind}`}>
      <h2 id={`${kind}-form-heading`}>{t(`forms.${kind}.heading`)}</h2>
      <p>{t(`forms.${kind}.intro`)}</p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${kind}-form-heading`}>
        <ErrorSummary
          id={`${kind}-form-summary`}
          heading={t('forms.summaryHeading', { count: summary.length })}
          headingLevel={3}
          entries={summary}
          attempt={attempt}
        />
        {spec.fields.map((f) =>
          f.input === 'checkbox' ? (
            <ConsentCheckbox
              key={f.name}
              id={id(f.name)}
              name={f.name}
              label={f.name === 'goodFaith' ? t('forms.dsa.goodFaithText') : <ProcessingConsentLabel />}
              checked={values[f.name] === true}
              error={shown(f.name)}
              onChange={(checked) => {
                set(f.name, checked);
                touch(f.name);
              }}
            />
          ) : (
            <FormField
              key={f.name}
              id={id(f.name)}
              label={label(f.name)}
              error={shown(f.name)}
              hint={f.hint ? t(`forms.hints.${f.hint}`) : undefined}
              required={f.required}
              marker={f.required ? t('forms.required') : t('forms.optional')}
            >
              {(control) => {
                const common = {
                  ...control,
                  name: f.name,
                  value: typeof values[f.name] === 'string' ? (values[f.name] as string) : '',
                  onBlur: () => touch(f.name),
                };
                return f.input === 'textarea' ? (
                  <textarea {...common} rows={6} onChange={(e) => set(f.name, e.target.value)} />
                ) : (
                  <input
                    {...common}
                    type={f.input}
                    autoComplete={f.autoComplete}
                    {...(f.input === 'number' ? { min: 1, inputMode: 'numeric' as const } : {})}
                    {...(f.input === 'date' ? { min: today } : {})}
                    onChange={(e) => set(f.name, e.target.value)}
                  />
                );
              }}
            </FormField>
          ),
        )}
        <FormFooter problem={problem} busy={busy} submitLabel={t('forms.send')} />
      </form>
    </section>
  );
}
