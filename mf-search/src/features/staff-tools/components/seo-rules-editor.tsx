import { useId, useRef, useState, type FormEvent } from 'react';
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
import { useTranslation } from '@travel/i18n';
import { Button, ErrorMessage, LoadingText } from '@travel/ui';
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

/** The SEO rules (docs/product/seo-rules.md) as SEO staff see and edit them. */
export function SeoRulesEditor() {
  const { t } = useTranslation('staff');
  const rules = useSeoRules();
  const { save, remove } = useSeoRuleChanges();
  const [draft, setDraft] = useState<RuleDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLOutputElement>(null);
  const ids = useId();

  const open = (rule: SeoRule | null) => {
    setDraft(draftOf(rule));
    setProblem(null);
    setDone(null);
    setConfirmDelete(false);
    // Focus moves to the form a staff member asked for.
    requestAnimationFrame(() => formHeading.current?.focus());
  };
  const patch = (change: Partial<RuleDraft>) => setDraft((current) => (current ? { ...current, ...change } : current));
  const patchCondition = (key: number, change: Partial<ConditionDraft>) =>
    setDraft((current) =>
      current ? { ...current, conditions: current.conditions.map((c) => (c.key === key ? { ...c, ...change } : c)) } : current,
    );
  const finish = (message: string) => {
    setDraft(null);
    setDone(message);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const parsed = inputOf(draft);
    const idOk = seoRuleIdSchema.safeParse(draft.id).success;
    if (!parsed.success || !idOk) {
      const fields = [...new Set([...(idOk ? [] : ['id']), ...(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])))])];
      setProblem(
        t('seo.rules.form.errorMissing', { fields: fields.map((f) => t(`seo.rules.fieldNames.${f}`, { defaultValue: f })).join(', ') }),
      );
      return;
    }
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ params: { id: draft.id }, body: parsed.data as SeoRuleInput });
      finish(t('seo.rules.form.saved', { name: saved.rule.name }));
    } catch (error) {
      setProblem(t('seo.rules.form.error', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  const deleteRule = async () => {
    if (!draft) return;
    try {
      await remove.mutateAsync({ params: { id: draft.id } });
      finish(t('seo.rules.form.deleted', { name: draft.name }));
    } catch (error) {
      setProblem(t('seo.rules.form.error', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

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
        <table data-testid="seo-rules-table">
          <caption className="visually-hidden">{t('seo.rules.heading')}</caption>
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
                  <Button variant="secondary" onClick={() => open(rule)} aria-label={t('seo.rules.editOf', { name: rule.name })}>
                    {t('seo.rules.edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Button onClick={() => open(null)}>{t('seo.rules.new')}</Button>

      {draft ? (
        <form onSubmit={(event) => void submit(event)} className="mf-search-staff__form mf-search-staff__rule-form" noValidate>
          <h3 ref={formHeading} tabIndex={-1}>
            {draft.isNew ? t('seo.rules.form.headingNew') : t('seo.rules.form.headingEdit', { name: draft.name })}
          </h3>
          {problem ? (
            <p role="alert" className="mf-search-staff__problem" data-testid="seo-rule-problem">
              {problem}
            </p>
          ) : null}
          <label htmlFor={`${ids}-id`}>{t('seo.rules.form.id')}</label>
          <input id={`${ids}-id`} value={draft.id} readOnly={!draft.isNew} onChange={(e) => patch({ id: e.target.value })} required />
          <label htmlFor={`${ids}-name`}>{t('seo.rules.form.name')}</label>
          <input id={`${ids}-name`} value={draft.name} onChange={(e) => patch({ name: e.target.value })} required />
          <label htmlFor={`${ids}-priority`}>{t('seo.rules.form.priority')}</label>
          <input
            id={`${ids}-priority`}
            type="number"
            min={0}
            max={1000}
            value={draft.priority}
            onChange={(e) => patch({ priority: e.target.value })}
            required
          />
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
                  <>
                    <label htmlFor={`${ids}-v${c.key}`}>
                      {t('seo.rules.form.value')}
                      {LIST_OPERATORS.includes(c.operator) ? ` (${t('seo.rules.form.valueHintList')})` : null}
                      {NUMBER_OPERATORS.includes(c.operator) ? ` (${t('seo.rules.form.valueHintNumber')})` : null}
                    </label>
                    <input
                      id={`${ids}-v${c.key}`}
                      inputMode={NUMBER_OPERATORS.includes(c.operator) ? 'numeric' : undefined}
                      value={c.value}
                      onChange={(e) => patchCondition(c.key, { value: e.target.value })}
                    />
                  </>
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
            <label>
              <input type="checkbox" checked={draft.givesMeta} onChange={(e) => patch({ givesMeta: e.target.checked })} />{' '}
              {t('seo.rules.form.givesMeta')}
            </label>
            {draft.givesMeta
              ? (
                  [
                    ['title', 'metaTitle'],
                    ['description', 'metaDescription'],
                    ['keywords', 'metaKeywords'],
                    ['heading', 'metaHeading'],
                    ['headingDescription', 'metaHeadingDescription'],
                  ] as const
                ).map(([key, label]) => (
                  <div key={key}>
                    <label htmlFor={`${ids}-m-${key}`}>{t(`seo.rules.form.${label}`)}</label>
                    <input
                      id={`${ids}-m-${key}`}
                      value={draft.meta[key]}
                      onChange={(e) => patch({ meta: { ...draft.meta, [key]: e.target.value } })}
                    />
                  </div>
                ))
              : null}
          </fieldset>
          <label htmlFor={`${ids}-text`}>{t('seo.rules.form.text')}</label>
          <textarea id={`${ids}-text`} rows={4} value={draft.text} onChange={(e) => patch({ text: e.target.value })} />
          <label htmlFor={`${ids}-faq`}>{t('seo.rules.form.faq')}</label>
          <textarea id={`${ids}-faq`} rows={6} value={draft.faq} onChange={(e) => patch({ faq: e.target.value })} />

          <div className="mf-search-staff__actions">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('seo.rules.form.saving') : t('seo.rules.form.save')}
            </Button>
            <Button variant="secondary" onClick={() => setDraft(null)}>
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
