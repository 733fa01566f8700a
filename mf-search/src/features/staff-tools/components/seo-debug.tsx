import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@travel/i18n';
import { Button, ErrorMessage, LoadingText } from '@travel/ui';
import { useSeoDebugPage } from '../api/staff-api';

/** SEO debug (docs/product/roles.md, docs/product/seo-rules.md): for a page path, the SEO rules behind its meta, text and FAQ. */
export function SeoDebug({ initialPath = null }: { initialPath?: string | null }) {
  const { t } = useTranslation('staff');
  const inputId = useId();
  const [draft, setDraft] = useState(initialPath ?? '/wakacje/');
  const [path, setPath] = useState<string | null>(initialPath);
  const debug = useSeoDebugPage(path);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPath(draft.trim() || '/');
  };
  return (
    <div className="mf-search-staff">
      <p>{t('seo.intro')}</p>
      <form onSubmit={submit} className="mf-search-staff__form">
        <label htmlFor={inputId}>{t('seo.pathLabel')}</label>
        <input id={inputId} name="path" value={draft} onChange={(e) => setDraft(e.target.value)} required />
        <Button type="submit">{t('seo.submit')}</Button>
      </form>
      {debug.isFetching ? <LoadingText>{t('loading')}</LoadingText> : null}
      {debug.isError ? <ErrorMessage title={t('error')} /> : null}
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
