import { useTranslation } from '@travel/i18n';
import { Disclosure } from '@travel/ui';
import { Link } from 'react-router-dom';
import { useUiStore } from '../../store/ui-store';
import { telHref } from '@travel/i18n';

/** The header's quick-contact disclosure (`showContactMenu`): call, write, form, or the full modal. */
export function ContactMenu() {
  const { t } = useTranslation('contact');
  const open = useUiStore((s) => s.showContactMenu);
  const setOpen = useUiStore((s) => s.setShowContactMenu);
  const openModal = useUiStore((s) => s.openContactModal);
  const phone = t('lines.pl.phone');

  return (
    <Disclosure open={open} onOpenChange={setOpen} label={t('menu.button')} className="tr-disclosure" buttonClassName="tr-header__action">
      <p className="tr-disclosure__title">{t('menu.label')}</p>
      <ul className="tr-plain-list">
        <li>
          <a href={telHref(phone)}>{t('menu.call', { phone })}</a>
        </li>
        <li>
          <a href={`mailto:${t('lines.pl.email')}`}>{t('menu.write')}</a>
        </li>
        <li>
          <Link to="/kontakt/" onClick={() => setOpen(false)}>
            {t('menu.form')}
          </Link>
        </li>
        <li>
          <button type="button" className="tr-link-button" onClick={() => openModal()}>
            {t('menu.more')}
          </button>
        </li>
      </ul>
    </Disclosure>
  );
}
