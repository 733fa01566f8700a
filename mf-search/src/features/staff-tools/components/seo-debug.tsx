import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@travel/api-client';
import { useTranslation } from '@travel/i18n';
import { Button, ErrorMessage, FormField, LoadingText } from '@travel/ui';
import { useSeoDebugPage } from '../api/staff-api';

/** SEO debug (docs/product/roles.md, docs/product/seo-rules.md): for a page path, the SEO rules behind its meta, text and FAQ. */
export function SeoDebug({ initialPath = null }: { initialPath?: string | null }) {
  const { t } = useTranslation('staff');
  const inputId = useId();
  const [draft, setDraft] = useState(initialPath ?? '/wakacje/');
  const [path, setPath] = useState<string | null>(initialPath);
  const inputRef = useRef<HTMLInputElement>(null);
  const debug = useSeoDebugPage(path);
  // A 400 is the path itself: said at the field, which keeps the focus so it can be corrected.
  const pathError = debug.error instanceof ApiError && debug.error.status === 400 ? t('seo.pathInvalid') : undefined;
  const refusedAt = pathError === undefined ? 0 : debug.errorUpdatedAt;
  useEffect(() => {
    if (refusedAt > 0) inputRef.current?.focus();
  }, [refusedAt]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim() || '/';
    // The same path asked again is checked again, not answered from the previous try.
    if (next === path) void debug.refetch();
    else setPath(next);
  };
  return (
    <div className="mf-search-staff">
      <p>{t('seo.intro')}</p>
      <form onSubmit={submit} className="mf-search-staff__form" noValidate>
        <FormField id={inputId} label={t('seo.pathLabel')} error={pathError}>
          {(control) => <input {...control} ref={inputRef} name="path" value={draft} onChange={(e) => setDraft(e.target.value)} />}
        </FormField>
        <Button type="submit">{t('seo.submit')}</Button>
      </form>
      {debug.isFetching ? <LoadingText>{t('loading')}</LoadingText> : null}
      {debug.isError && pathError === undefined ? <ErrorMessage title={t('error')} /> : null}
      {debug.data ? (
        <div data-testid="seo-debug-result">
          <h2>{t('seo.rule')}</h2>
          {debug.data.category !== null ? (
            <dl>
              <dt>{t('seo.category')}</dt>
              <dd>{debug.data.category}</dd>
              <dt>{t('seo.location')}</dt>
              <dd>{debug.data.location?.name ?? t('seo.none')}</dd>
              <dt>{t('seo.metaRule')}</dt>
              <dd data-testid="seo-rule">{debug.data.rules.meta?.name ?? t('seo.ruleNone')}</dd>
              <dt>{t('seo.textRule')}</dt>
              <dd>{debug.data.rules.text?.name ?? t('seo.none')}</dd>
            </dl>
          ) : (
            <p data-testid="seo-rule">{t('seo.noRule')}</p>
          )}
          <h2>{t('seo.meta')}</h2>
          {debug.data.meta ? (
            <dl>
              <dt>{t('seo.metaTitle')}</dt>
              <dd data-testid="seo-meta-title">{debug.data.meta.seo.title}</dd>
              <dt>{t('seo.metaDescription')}</dt>
              <dd>{debug.data.meta.seo.description}</dd>
              <dt>{t('seo.metaKeywords')}</dt>
              <dd>{debug.data.meta.seo.keywords || t('seo.none')}</dd>
            </dl>
          ) : (
            <p>{t('seo.noMeta')}</p>
          )}
          <h2>{t('seo.text')}</h2>
          <p>{debug.data.text ?? t('seo.noText')}</p>
          <h2>{t('seo.faq')}</h2>
          {debug.data.faq.length > 0 ? (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('seo.faqQuestion')}</th>
                  <th scope="col">{t('seo.faqRule')}</th>
                </tr>
              </thead>
              <tbody>
                {debug.data.faq.map((item, index) => (
                  <tr key={index}>
                    <td>{item.question}</td>
                    <td>{item.rule.name}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{t('seo.noFaq')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
