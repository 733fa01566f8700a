import { useTranslation } from '@travel/i18n';
import { Link } from 'react-router-dom';
import { STATIC_PAGES } from '@travel/contracts/routes';

type StaticSlug = keyof typeof STATIC_PAGES;

/** Static pages split into the footer's two columns. */
const ABOUT_PAGES: readonly StaticSlug[] = ['o-nas', 'nagrody', 'kariera', 'partnerzy', 'franczyza', 'dla-firm', 'mice', 'parkuj-i-lec'];
const HELP_PAGES: readonly StaticSlug[] = [
  'regulamin',
  'regulamin-ubezpieczen',
  'regulamin-opinii',
  'polityka-prywatnosci',
  'odbiorcy-danych',
  'bony-turystyczne',
  'bony-turystyczne-500',
];

/** Read once per page load; a tab left open over New Year's Eve is not worth a timer. */
const CURRENT_YEAR = new Date().getFullYear();

export function SiteFooter({ year = CURRENT_YEAR }: { year?: number }) {
  const { t } = useTranslation('common');
  const pageLink = (slug: StaticSlug) => (
    <li key={slug}>
      <Link to={`/${slug}/`}>{t(`footer.static.${STATIC_PAGES[slug]}`)}</Link>
    </li>
  );
  return (
    <footer className="tr-footer">
      <nav className="tr-footer__columns" aria-label={t('footer.label')}>
        <section className="tr-footer__column">
          <h2 className="tr-footer__heading">{t('footer.aboutHeading')}</h2>
          <ul className="tr-plain-list">
            {ABOUT_PAGES.map(pageLink)}
            <li>
              <Link to="/salony-podrozy/">{t('footer.salesOffices')}</Link>
            </li>
          </ul>
        </section>
        <section className="tr-footer__column">
          <h2 className="tr-footer__heading">{t('footer.helpHeading')}</h2>
          <ul className="tr-plain-list">
            <li>
              <Link to="/przewodnik/">{t('footer.guide')}</Link>
            </li>
            {HELP_PAGES.map(pageLink)}
          </ul>
        </section>
      </nav>
      <p className="tr-footer__copyright">{t('footer.copyright', { year })}</p>
    </footer>
  );
}
