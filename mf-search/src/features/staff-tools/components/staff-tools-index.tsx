import { useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText } from '@travel/ui';
import { useStaffLinks } from '../api/staff-api';

export interface StaffToolLink {
  readonly href: string;
  readonly label: string;
}

/** `/debug/`: the staff tools the caller's roles allow, and the outside systems configured for them. */
export function StaffToolsIndex({ tools }: { tools: readonly StaffToolLink[] }) {
  const { t } = useTranslation('staff');
  const links = useStaffLinks();
  const outside = links.data
    ? (
        [
          ['cms', links.data.cms],
          ['mds', links.data.mds],
          ['hotelPoints', links.data.hotelPoints],
        ] as const
      ).filter((entry): entry is readonly ['cms' | 'mds' | 'hotelPoints', string] => entry[1] !== null)
    : [];
  return (
    <div className="mf-search-staff">
      <h2>{t('links.tools')}</h2>
      <ul>
        {tools.map((tool) => (
          <li key={tool.href}>
            <a href={tool.href}>{tool.label}</a>
          </li>
        ))}
      </ul>
      <h2>{t('links.outside')}</h2>
      {links.isPending ? <LoadingText>{t('loading')}</LoadingText> : null}
      {links.isError ? <ErrorMessage title={t('error')} /> : null}
      {links.data && outside.length === 0 ? <p>{t('links.noOutside')}</p> : null}
      <ul>
        {outside.map(([id, href]) => (
          <li key={id}>
            <a href={href} rel="noopener noreferrer" target="_blank">
              {t(`links.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
