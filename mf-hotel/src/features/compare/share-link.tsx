import { useId, useState } from 'react';
import { useTranslation } from '@travel/i18n';

export interface ShareLinkProps {
  /** The absolute address of the comparison. */
  href: string;
}

/** The comparison's address to copy: a read-only field (select and copy by hand) and a copy button. */
export function ShareLink({ href }: ShareLinkProps) {
  const { t } = useTranslation('favorites');
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className="compare-share">
      <label htmlFor={id}>{t('comparePage.share.label')}</label>
      <div className="compare-share__row">
        <input
          id={id}
          type="url"
          readOnly
          value={href}
          data-testid="compare-share-link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" onClick={() => void copy()}>
          {t('comparePage.share.copy')}
        </button>
      </div>
      <output className="compare-share__status">
        {status === 'idle' ? '' : t(status === 'copied' ? 'comparePage.share.copied' : 'comparePage.share.copyFailed')}
      </output>
    </div>
  );
}
