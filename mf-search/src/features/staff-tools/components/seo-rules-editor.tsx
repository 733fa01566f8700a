import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  SEO_RULE_FIELDS,
  SEO_RULE_OPERATORS,
  seoRuleIdSchema,
  seoRuleInputSchema,
  type SeoRule,
  type SeoRuleCondition,
  type SeoRuleField,
  type SeoRuleInput,
  type SeoRuleOperator,
} from '@travel/contracts';
import { ApiError } from '@travel/api-client';
import { useTranslation } from '@travel/i18n';
import { Button, ErrorMessage, ErrorSummary, FormField, LoadingText, ScrollRegion, type ErrorSummaryEntry } from '@travel/ui';
import { useSeoRuleChanges, useSeoRules } from '../api/staff-api';

type Operator = SeoRuleOperator;
interface ConditionDraft {
  key: number;
  field: SeoRuleField;
  operator: Operator;
  value: string;
}
interface RuleDraft {
  id: string;
  isNew: boolean;
  name: string;
  priority: string;
  active: boolean;
  conditions: ConditionDraft[];
  givesMeta: boolean;
  meta: { title: string; description: string; keywords: string; heading: string; headingDescription: string };
  text: string;
  faq: string;
}

const LIST_OPERATORS: readonly Operator[] = ['anyOf', 'noneOf'];
const NUMBER_OPERATORS: readonly Operator[] = ['gt', 'gte', 'lt', 'lte'];
const NO_VALUE: readonly Operator[] = ['empty', 'nempty'];
const EMPTY_META = { title: '', description: '', keywords: '', heading: '', headingDescription: '' };

let conditionKeys = 0;
const conditionDraft = (c?: SeoRuleCondition): ConditionDraft => ({
  key: ++conditionKeys,
  field: c?.field ?? 'category',
  operator: c?.operator ?? 'eq',
  value: c === undefined || c.value === null || c.value === undefined ? '' : Array.isArray(c.value) ? c.value.join(', ') : String(c.value),
});

const draftOf = (rule: SeoRule | null): RuleDraft =>
  rule === null
    ? { id: '', isNew: true, name: '', priority: '10', active: true, conditions: [], givesMeta: false, meta: EMPTY_META, text: '', faq: '' }
    : {
        id: rule.id,
        isNew: false,
        name: rule.name,
        priority: String(rule.priority),
        active: rule.active,
        conditions: rule.conditions.map(conditionDraft),
        givesMeta: rule.meta !== null,
        meta: rule.meta ?? EMPTY_META,
        text: rule.text ?? '',
        faq: (rule.faq ?? []).map((item) => `${item.question}\n${item.answer}`).join('\n\n'),
      };

/** The draft as the API takes it; the schema's verdict decides. */
function inputOf(draft: RuleDraft) {
  const conditions = draft.conditions.map(({ field, operator, value }) => {
    if (LIST_OPERATORS.includes(operator))
      return {
        field,
        operator,
        value: value
          .split(',')
          .map((v) => v.trim())
          .filter((v) => v !== ''),
      };
    if (NUMBER_OPERATORS.includes(operator)) return { field, operator, value: value.trim() === '' ? Number.NaN : Number(value) };
    if (NO_VALUE.includes(operator)) return { field, operator, value: null };
    return { field, operator, value: value.trim() };
  });
  const faq = draft.faq
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const [question = '', ...answer] = block.split('\n');
      return { question: question.trim(), answer: answer.join(' ').trim() };
    });
  return seoRuleInputSchema.safeParse({
    name: draft.name,
    priority: Number(draft.priority),
    active: draft.active,
    conditions,
    meta: draft.givesMeta ? draft.meta : null,
    text: draft.text.trim() === '' ? null : draft.text,
    faq: faq.length === 0 ? null : faq,
  });
}

const META_FIELDS = [
  ['title', 'metaTitle'],
  ['description', 'metaDescription'],
  ['keywords', 'metaKeywords'],
  ['heading', 'metaHeading'],
  ['headingDescription', 'metaHeadingDescription'],
] as const;
type MetaKey = (typeof META_FIELDS)[number][0];

/** Where an error is shown: a field of the form (a condition by its key, a meta field by its name). */
type ProblemSlot = 'id' | 'name' | 'priority' | `condition-${number}` | 'givesMeta' | `meta-${MetaKey}` | 'text' | 'faq';
type ProblemKind =
  'id' | 'name' | 'priority' | 'conditionValue' | 'conditionList' | 'conditionNumber' | 'givesNothing' | 'metaField' | 'faq' | 'tooLong';
interface Problem {
  kind: ProblemKind;
  max?: number;
}

/** The form's problems by the field that shows each, from the schema's verdict on the draft. */
function problemsOf(draft: RuleDraft): Map<ProblemSlot, Problem> {
  const problems = new Map<ProblemSlot, Problem>();
  if (!seoRuleIdSchema.safeParse(draft.id).success) problems.set('id', { kind: 'id' });
  const parsed = inputOf(draft);
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const [top, index, key] = issue.path;
    const max = issue.code === 'too_big' && typeof issue.maximum === 'number' ? issue.maximum : undefined;
    const tooLong: Problem | undefined = max === undefined ? undefined : { kind: 'tooLong', max };
    let slot: ProblemSlot | undefined;
    let problem: Problem | undefined;
    if (top === 'name' || top === 'priority')
      [slot, problem] = [top, top === 'name' ? (tooLong ?? { kind: 'name' }) : { kind: 'priority' }];
    else if (top === 'conditions' && typeof index === 'number') {
      const condition = draft.conditions[index];
      if (condition)
        [slot, problem] = [
          `condition-${condition.key}`,
          {
            kind: LIST_OPERATORS.includes(condition.operator)
              ? 'conditionList'
              : NUMBER_OPERATORS.includes(condition.operator)
                ? 'conditionNumber'
                : 'conditionValue',
          },
        ];
    } else if (top === 'meta' && typeof index === 'string')
      [slot, problem] = [`meta-${index as MetaKey}`, tooLong ?? { kind: 'metaField' }];
    // The schema's verdict "a rule gives a meta, a text or a FAQ" stands on `meta` alone.
    else if (top === 'meta') [slot, problem] = ['givesMeta', { kind: 'givesNothing' }];
    else if (top === 'text') [slot, problem] = ['text', tooLong ?? { kind: 'givesNothing' }];
    else if (top === 'faq') [slot, problem] = ['faq', key !== undefined && tooLong ? tooLong : { kind: 'faq' }];
    if (slot && problem && !problems.has(slot)) problems.set(slot, problem);
  }
  return problems;
}

/**
 * What staff are told when the API refuses a save or a delete: in Polish, by the reason the API gives
 * (401 signed out, 403 without the role, docs/product/roles.md; 404 a rule deleted meanwhile), never
 * the API's own English message.
 */
function failureKey(error: unknown, action: 'save' | 'delete') {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return 'seo.rules.form.signedOut' as const;
  if (status === 403) return 'seo.rules.form.forbidden' as const;
  if (status === 404 && action === 'delete') return 'seo.rules.form.gone' as const;
  return action === 'save' ? ('seo.rules.form.saveFailed' as const) : ('seo.rules.form.deleteFailed' as const);
}

/** The SEO rules (docs/product/seo-rules.md) as SEO staff see and edit them. */
export function SeoRulesEditor() {
  const { t } = useTranslation('staff');
  const rules = useSeoRules();
  const { save, remove } = useSeoRuleChanges();
  const [draft, setDraft] = useState<RuleDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLOutputElement>(null);
  const newRuleButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const ids = useId();
  // Where focus goes once the form has opened or closed; a new object asks again.
  const [focusRequest, setFocusRequest] = useState<{ to: 'form' | 'opener' | 'status' } | null>(null);
  useEffect(() => {
    if (focusRequest === null) return;
    const opened = opener.current?.isConnected ? opener.current : newRuleButton.current;
    const target = { form: formHeading.current, opener: opened, status: statusRef.current }[focusRequest.to];
    target?.focus();
  }, [focusRequest]);

  const open = (rule: SeoRule | null, from: HTMLElement) => {
    opener.current = from;
    setDraft(draftOf(rule));
    setProblem(null);
    setDone(null);
    setConfirmDelete(false);
    setAttempt(0);
    // Focus moves to the form a staff member asked for.
    setFocusRequest({ to: 'form' });
  };
  const patch = (change: Partial<RuleDraft>) => setDraft((current) => (current ? { ...current, ...change } : current));
  const patchCondition = (key: number, change: Partial<ConditionDraft>) =>
    setDraft((current) =>
      current ? { ...current, conditions: current.conditions.map((c) => (c.key === key ? { ...c, ...change } : c)) } : current,
    );
  const cancel = () => {
    setDraft(null);
    // Back to the button that opened the form, or "Nowa reguła" when that row is gone.
    setFocusRequest({ to: 'opener' });
  };
  const finish = (message: string) => {
    setDraft(null);
    setDone(message);
    setFocusRequest({ to: 'status' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Not a disabled button while it saves: a disabled button drops the focus to the page, and a
    // refusal would leave a keyboard user at its top. A second press waits instead.
    if (!draft || save.isPending) return;
    const parsed = inputOf(draft);
    if (!parsed.success || problemsOf(draft).size > 0) {
      setProblem(null);
      setAttempt((n) => n + 1);
      return;
    }
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ params: { id: draft.id }, body: parsed.data as SeoRuleInput });
      finish(t('seo.rules.form.saved', { name: saved.rule.name }));
    } catch (error) {
      setProblem(t(failureKey(error, 'save')));
    }
  };

  const deleteRule = async () => {
    if (!draft) return;
    try {
      await remove.mutateAsync({ params: { id: draft.id } });
      finish(t('seo.rules.form.deleted', { name: draft.name }));
    } catch (error) {
      setProblem(t(failureKey(error, 'delete')));
    }
  };

  // Shown from the first failed save on, and gone from a field as soon as it is put right.
  const problems = draft && attempt > 0 ? problemsOf(draft) : new Map<ProblemSlot, Problem>();
  const problemText = (slot: ProblemSlot) => {
    const found = problems.get(slot);
    return found ? t(`seo.rules.errors.${found.kind}`, { max: found.max }) : undefined;
  };
  const fieldId = (slot: ProblemSlot) => `${ids}-${slot}`;
  const slotLabel = (slot: ProblemSlot): string => {
    if (slot.startsWith('condition-'))
      return t('seo.rules.errors.condition', { n: (draft?.conditions.findIndex((c) => `condition-${c.key}` === slot) ?? 0) + 1 });
    if (slot.startsWith('meta-')) return t(`seo.rules.form.${META_FIELDS.find(([key]) => `meta-${key}` === slot)?.[1] ?? 'metaTitle'}`);
    if (slot === 'givesMeta') return t('seo.rules.form.givesMeta');
    return t(`seo.rules.fieldNames.${slot as 'id' | 'name' | 'priority' | 'text' | 'faq'}`);
  };
  const formOrder: ProblemSlot[] = draft
    ? [
        'id',
        'name',
        'priority',
        ...draft.conditions.map((c) => `condition-${c.key}` as const),
        'givesMeta',
        ...META_FIELDS.map(([key]) => `meta-${key}` as const),
        'text',
        'faq',
      ]
    : [];
  const summary: ErrorSummaryEntry[] = formOrder
    .filter((slot) => problems.has(slot))
    .map((slot) => ({ fieldId: fieldId(slot), text: t('seo.rules.errors.link', { field: slotLabel(slot), message: problemText(slot) }) }));

  const conditionText = (c: SeoRuleCondition) =>
    `${t(`seo.rules.fields.${c.field}`)} ${t(`seo.rules.operators.${c.operator}`)}${
      c.value === null || c.value === undefined ? '' : ` ${Array.isArray(c.value) ? c.value.join(', ') : String(c.value)}`
    }`;

  return (
    <section aria-labelledby={`${ids}-heading`} className="mf-search-staff__rules">
      <h2 id={`${ids}-heading`}>{t('seo.rules.heading')}</h2>
      <p>{t('seo.rules.intro')}</p>
      <output ref={statusRef} tabIndex={-1} className="mf-search-staff__status" data-testid="seo-rules-status">
        {done}
      </output>
      {rules.isPending ? <LoadingText>{t('seo.rules.loading')}</LoadingText> : null}
      {rules.isError ? <ErrorMessage title={t('error')} /> : null}
      {rules.data && rules.data.rules.length === 0 ? <p>{t('seo.rules.empty')}</p> : null}
      {rules.data && rules.data.rules.length > 0 ? (
        <ScrollRegion labelledBy={`${ids}-caption`}>
          <table data-testid="seo-rules-table">
            <caption id={`${ids}-caption`} className="visually-hidden">
              {t('seo.rules.table')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('seo.rules.columns.name')}</th>
                <th scope="col">{t('seo.rules.columns.priority')}</th>
                <th scope="col">{t('seo.rules.columns.conditions')}</th>
                <th scope="col">{t('seo.rules.columns.gives')}</th>
                <th scope="col">{t('seo.rules.columns.active')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('seo.rules.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.data.rules.map((rule) => (
                <tr key={rule.id}>
                  <th scope="row">
                    {rule.name} <code>{rule.id}</code>
                  </th>
                  <td>{rule.priority}</td>
                  <td>{rule.conditions.length === 0 ? t('seo.rules.always') : rule.conditions.map(conditionText).join('; ')}</td>
                  <td>
                    {(['meta', 'text', 'faq'] as const)
                      .filter((part) => rule[part] !== null)
                      .map((part) => t(`seo.rules.parts.${part}`))
                      .join(', ')}
                  </td>
                  <td>{rule.active ? t('seo.rules.yes') : t('seo.rules.no')}</td>
                  <td>
                    <Button
                      variant="secondary"
                      onClick={(event) => open(rule, event.currentTarget)}
                      aria-label={t('seo.rules.editOf', { name: rule.name })}
                    >
                      {t('seo.rules.edit')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      <Button ref={newRuleButton} onClick={(event) => open(null, event.currentTarget)}>
        {t('seo.rules.new')}
      </Button>

      {draft ? (
        <form onSubmit={(event) => void submit(event)} className="mf-search-staff__form mf-search-staff__rule-form" noValidate>
          <h3 ref={formHeading} tabIndex={-1}>
            {draft.isNew ? t('seo.rules.form.headingNew') : t('seo.rules.form.headingEdit', { name: draft.name })}
          </h3>
          <ErrorSummary
            id={`${ids}-summary`}
            heading={t('seo.rules.errors.summary', { count: summary.length })}
            headingLevel={3}
            entries={summary}
            attempt={attempt}
          />
          {problem ? (
            <p role="alert" className="mf-search-staff__problem" data-testid="seo-rule-problem">
              {problem}
            </p>
          ) : null}
          <FormField id={fieldId('id')} label={t('seo.rules.form.id')} error={problemText('id')}>
            {(control) => <input {...control} value={draft.id} readOnly={!draft.isNew} onChange={(e) => patch({ id: e.target.value })} />}
          </FormField>
          <FormField id={fieldId('name')} label={t('seo.rules.form.name')} error={problemText('name')}>
            {(control) => <input {...control} value={draft.name} onChange={(e) => patch({ name: e.target.value })} />}
          </FormField>
          <FormField id={fieldId('priority')} label={t('seo.rules.form.priority')} error={problemText('priority')}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={0}
                max={1000}
                value={draft.priority}
                onChange={(e) => patch({ priority: e.target.value })}
              />
            )}
          </FormField>
          <label>
            <input type="checkbox" checked={draft.active} onChange={(e) => patch({ active: e.target.checked })} />{' '}
            {t('seo.rules.form.active')}
          </label>

          <fieldset>
            <legend>{t('seo.rules.form.conditions')}</legend>
            {draft.conditions.length === 0 ? <p>{t('seo.rules.form.noConditions')}</p> : null}
            {draft.conditions.map((c, index) => (
              <fieldset key={c.key} className="mf-search-staff__condition">
                <legend>{`${index + 1}.`}</legend>
                <label htmlFor={`${ids}-f${c.key}`}>{t('seo.rules.form.field')}</label>
                <select
                  id={`${ids}-f${c.key}`}
                  value={c.field}
                  onChange={(e) => patchCondition(c.key, { field: e.target.value as SeoRuleField })}
                >
                  {SEO_RULE_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {t(`seo.rules.fields.${field}`)}
                    </option>
                  ))}
                </select>
                <label htmlFor={`${ids}-o${c.key}`}>{t('seo.rules.form.operator')}</label>
                <select
                  id={`${ids}-o${c.key}`}
                  value={c.operator}
                  onChange={(e) => patchCondition(c.key, { operator: e.target.value as Operator })}
                >
                  {SEO_RULE_OPERATORS.map((operator) => (
                    <option key={operator} value={operator}>
                      {t(`seo.rules.operators.${operator}`)}
                    </option>
                  ))}
                </select>
                {NO_VALUE.includes(c.operator) ? null : (
                  <FormField
                    id={fieldId(`condition-${c.key}`)}
                    label={`${t('seo.rules.form.value')}${
                      LIST_OPERATORS.includes(c.operator)
                        ? ` (${t('seo.rules.form.valueHintList')})`
                        : NUMBER_OPERATORS.includes(c.operator)
                          ? ` (${t('seo.rules.form.valueHintNumber')})`
                          : ''
                    }`}
                    error={problemText(`condition-${c.key}`)}
                  >
                    {(control) => (
                      <input
                        {...control}
                        inputMode={NUMBER_OPERATORS.includes(c.operator) ? 'numeric' : undefined}
                        value={c.value}
                        onChange={(e) => patchCondition(c.key, { value: e.target.value })}
                      />
                    )}
                  </FormField>
                )}
                <Button variant="secondary" onClick={() => patch({ conditions: draft.conditions.filter((other) => other.key !== c.key) })}>
                  {t('seo.rules.form.removeCondition', { n: index + 1 })}
                </Button>
              </fieldset>
            ))}
            <Button variant="secondary" onClick={() => patch({ conditions: [...draft.conditions, conditionDraft()] })}>
              {t('seo.rules.form.addCondition')}
            </Button>
          </fieldset>

          <fieldset>
            <legend>{t('seo.meta')}</legend>
            <FormField id={fieldId('givesMeta')} label={t('seo.rules.form.givesMeta')} error={problemText('givesMeta')} required={false}>
              {(control) => (
                <input {...control} type="checkbox" checked={draft.givesMeta} onChange={(e) => patch({ givesMeta: e.target.checked })} />
              )}
            </FormField>
            {draft.givesMeta
              ? META_FIELDS.map(([key, label]) => (
                  <FormField
                    key={key}
                    id={fieldId(`meta-${key}`)}
                    label={t(`seo.rules.form.${label}`)}
                    error={problemText(`meta-${key}`)}
                    required={key !== 'keywords'}
                  >
                    {(control) => (
                      <input
                        {...control}
                        value={draft.meta[key]}
                        onChange={(e) => patch({ meta: { ...draft.meta, [key]: e.target.value } })}
                      />
                    )}
                  </FormField>
                ))
              : null}
          </fieldset>
          <FormField id={fieldId('text')} label={t('seo.rules.form.text')} error={problemText('text')} required={false}>
            {(control) => <textarea {...control} rows={4} value={draft.text} onChange={(e) => patch({ text: e.target.value })} />}
          </FormField>
          <FormField id={fieldId('faq')} label={t('seo.rules.form.faq')} error={problemText('faq')} required={false}>
            {(control) => <textarea {...control} rows={6} value={draft.faq} onChange={(e) => patch({ faq: e.target.value })} />}
          </FormField>

          <div className="mf-search-staff__actions">
            <Button type="submit" aria-disabled={save.isPending}>
              {save.isPending ? t('seo.rules.form.saving') : t('seo.rules.form.save')}
            </Button>
            <Button variant="secondary" onClick={cancel}>
              {t('seo.rules.form.cancel')}
            </Button>
            {draft.isNew ? null : confirmDelete ? (
              <>
                <span role="alert">{t('seo.rules.form.deleteConfirm', { name: draft.name })}</span>
                <Button variant="secondary" onClick={() => void deleteRule()}>
                  {t('seo.rules.form.deleteYes')}
                </Button>
              </>
            ) : (
              <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
                {t('seo.rules.form.delete')}
              </Button>
            )}
          </div>
        </form>
      ) : null}
    </section>
  );
}
