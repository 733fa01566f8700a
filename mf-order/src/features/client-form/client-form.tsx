import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { ORDER_FIELD_ERRORS, participantKinds, type OrderFieldError } from '@travel/contracts/api/order-fields';
import type { ClientData, ClientDataContext, ClientDraft } from '@travel/contracts/api/order-validation';
import type { TFunction } from 'i18next';
import { useTranslation } from '@travel/i18n';
import { Button } from '@travel/ui';
import { useOrderStore } from '../../order-store';
import { ErrorSummary, FormField, useFormState, type ErrorSummaryEntry } from '@travel/ui';

export interface Nationality {
  code: string;
  name: string;
}

export interface ClientFormProps {
  context: ClientDataContext;
  nationalities: readonly Nationality[];
  /** The extras picker, shown between the participants and the next button. */
  extras?: ReactNode;
  /** Called with the checked data; the next step follows when it resolves. */
  onValid: (data: ClientData) => void | Promise<void>;
  busy?: boolean;
}

const BOOKER_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'street', 'postalCode', 'city'] as const;
const PARTICIPANT_FIELDS = ['firstName', 'lastName', 'birthDate', 'nationality'] as const;
type BookerField = (typeof BOOKER_FIELDS)[number];
type ParticipantField = (typeof PARTICIPANT_FIELDS)[number];

const INPUT_TYPES: Partial<
  Record<BookerField | ParticipantField, { type: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'numeric' }>
> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  street: { type: 'text', autoComplete: 'street-address' },
  postalCode: { type: 'text', autoComplete: 'postal-code' },
  city: { type: 'text', autoComplete: 'address-level2' },
  birthDate: { type: 'date', autoComplete: 'bday' },
};

/** 'Osoba rezerwująca – E-mail', 'Uczestnik 2 – Data urodzenia' for a path such as `participants.1.birthDate`. */
export function fieldLabel(t: TFunction<'order'>, path: string): string {
  const [group, a, b] = path.split('.');
  if (group === 'booker' && (BOOKER_FIELDS as readonly string[]).includes(a ?? ''))
    return t('errors.bookerField', { field: t(`client.fields.${a as BookerField}`) });
  if (group === 'participants' && (PARTICIPANT_FIELDS as readonly string[]).includes(b ?? ''))
    return t('errors.participantField', { number: Number(a) + 1, field: t(`client.fields.${b as ParticipantField}`) });
  return path;
}

/** The Polish text of a rule's code (`invalid-phone`), or null for a message that is not one. */
export function fieldErrorText(t: TFunction<'order'>, code: string): string | null {
  return (ORDER_FIELD_ERRORS as readonly string[]).includes(code) ? t(`errors.${code as OrderFieldError}`) : null;
}

const fieldId = (path: string) => `order-${path.replaceAll('.', '-')}`;

/** The draft with a participant slot per traveller and every field a string, as the schema reads it. */
/**
 * The form's data: what the traveller typed, and where a child's birth date was not typed, the one
 * given in the configurator (the party's, in the participants' order: adults first).
 */
function asData(draft: ClientDraft, travellers: number, party: ClientFormProps['context']['party']): ClientData {
  const booker = Object.fromEntries(BOOKER_FIELDS.map((f) => [f, draft.booker[f] ?? ''])) as ClientData['booker'];
  const participants = Array.from({ length: travellers }, (_, i) => {
    const p = draft.participants[i] ?? {};
    const given = i >= party.adults ? party.children[i - party.adults] : undefined;
    return Object.fromEntries(
      PARTICIPANT_FIELDS.map((f) => [f, p[f] ?? (f === 'birthDate' && given !== undefined ? given : '')]),
    ) as ClientData['participants'][number];
  });
  return { booker, participants };
}

type OrderValidation = typeof import('@travel/contracts/api/order-validation');

/**
 * The form's rules come with zod and the order schemas (~30 KB brotli), which the form's first
 * paint does not need: it renders at once, shows issues once the rules are here (a few hundred
 * ms later), and a submit before that waits for them (docs/adr/0192-first-load-budget.md).
 */
const loadOrderValidation = (): Promise<OrderValidation> => import('@travel/contracts/api/order-validation');

function useOrderValidation(): OrderValidation | null {
  const [validation, setValidation] = useState<OrderValidation | null>(null);
  useEffect(() => {
    let mounted = true;
    // A failed load leaves the form without live issues; the submit loads the rules again.
    loadOrderValidation().then(
      (loaded) => mounted && setValidation(loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return validation;
}

/** Step 'client': the booker and every traveller of the party, checked with the rules the server applies. */
export function ClientForm({ context, nationalities, extras, onValid, busy = false }: ClientFormProps) {
  const { t } = useTranslation('order');
  const draft = useOrderStore((s) => s.userData.client);
  const updateClient = useOrderStore((s) => s.updateClient);
  const kinds = useMemo(() => participantKinds(context.party, context.departureDate), [context]);
  const validation = useOrderValidation();
  const schema = useMemo(() => validation?.clientDataSchemaFor(context), [validation, context]);
  const data = asData(draft, kinds.length, context.party);
  const parsed = schema?.safeParse(data);
  const errors = validation && parsed && !parsed.success ? validation.fieldErrors(parsed.error) : {};
  const form = useFormState();
  const { attempt, touch } = form;

  const shown = (path: string): string | undefined => {
    const code = errors[path];
    return code !== undefined && form.showsErrorOf(path) ? (fieldErrorText(t, code) ?? code) : undefined;
  };

  const setBooker = (field: BookerField, value: string) => updateClient((d) => ({ ...d, booker: { ...d.booker, [field]: value } }));
  const setParticipant = (i: number, field: ParticipantField, value: string) =>
    updateClient((d) => {
      const participants = Array.from({ length: Math.max(d.participants.length, kinds.length) }, (_, j) => d.participants[j] ?? {});
      participants[i] = { ...participants[i], [field]: value };
      return { ...d, participants };
    });

  const summary: ErrorSummaryEntry[] =
    attempt > 0
      ? [...BOOKER_FIELDS.map((f) => `booker.${f}`), ...kinds.flatMap((_, i) => PARTICIPANT_FIELDS.map((f) => `participants.${i}.${f}`))]
          .filter((path) => errors[path] !== undefined)
          .map((path) => {
            return { fieldId: fieldId(path), text: t('errors.fieldLink', { field: fieldLabel(t, path), message: shown(path) ?? '' }) };
          })
      : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = parsed ?? (await loadOrderValidation()).clientDataSchemaFor(context).safeParse(data);
    if (!checked.success) {
      form.submitFailed();
      return;
    }
    await onValid(checked.data);
  };

  const textInput = (path: string, field: BookerField | ParticipantField, value: string, onChange: (v: string) => void, hint?: string) => (
    <FormField
      key={path}
      id={fieldId(path)}
      label={t(`client.fields.${field}`)}
      error={shown(path)}
      hint={hint}
      marker={t('client.required')}
    >
      {(control) => (
        <input
          {...control}
          name={path}
          type={INPUT_TYPES[field]?.type ?? 'text'}
          autoComplete={INPUT_TYPES[field]?.autoComplete}
          inputMode={INPUT_TYPES[field]?.inputMode}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => touch(path)}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="order-client-form">
      <ErrorSummary
        id="order-error-summary"
        heading={t('errors.summaryHeading', { count: summary.length })}
        entries={summary}
        attempt={attempt}
      />
      <fieldset>
        <legend>
          <h2>{t('client.bookerHeading')}</h2>
        </legend>
        <p>{t('client.bookerHint')}</p>
        {BOOKER_FIELDS.map((field) =>
          textInput(
            `booker.${field}`,
            field,
            data.booker[field],
            (v) => setBooker(field, v),
            field === 'phone' ? t('client.hints.phone') : field === 'postalCode' ? t('client.hints.postalCode') : undefined,
          ),
        )}
      </fieldset>
      <h2>{t('client.participantsHeading')}</h2>
      <p>{t('client.participantsHint')}</p>
      {kinds.map((kind, i) => {
        const person = data.participants[i] ?? { firstName: '', lastName: '', birthDate: '', nationality: '' };
        const nationalityPath = `participants.${i}.nationality`;
        return (
          <fieldset key={`participant-${i}`}>
            <legend>
              <h3>{t('client.participantHeading', { number: i + 1, kind: t(`client.kinds.${kind}`) })}</h3>
            </legend>
            {textInput(`participants.${i}.firstName`, 'firstName', person.firstName, (v) => setParticipant(i, 'firstName', v))}
            {textInput(`participants.${i}.lastName`, 'lastName', person.lastName, (v) => setParticipant(i, 'lastName', v))}
            {textInput(
              `participants.${i}.birthDate`,
              'birthDate',
              person.birthDate,
              (v) => setParticipant(i, 'birthDate', v),
              t('client.hints.birthDate'),
            )}
            <FormField
              id={fieldId(nationalityPath)}
              label={t('client.fields.nationality')}
              error={shown(nationalityPath)}
              marker={t('client.required')}
            >
              {(control) => (
                <select
                  {...control}
                  name={nationalityPath}
                  value={person.nationality}
                  onChange={(e) => setParticipant(i, 'nationality', e.target.value)}
                  onBlur={() => touch(nationalityPath)}
                >
                  <option value="">{t('client.chooseNationality')}</option>
                  {nationalities.map((n) => (
                    <option key={n.code} value={n.code}>
                      {n.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </fieldset>
        );
      })}
      {extras}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {t('steps.client.next')}
      </Button>
    </form>
  );
}
