import { useTranslation } from '@travel/i18n';

/** Placeholder while a remote's files load; announced politely, never suspends itself. */
export function RemoteSkeleton() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <output className="remote-skeleton" aria-busy="true" data-testid="remote-skeleton">
      <span className="visually-hidden">{t('loading')}</span>
      <span className="remote-skeleton__heading" aria-hidden="true" />
      <span className="remote-skeleton__line" aria-hidden="true" />
    </output>
  );
}
