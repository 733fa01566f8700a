import { useTranslation } from '@travel/i18n';
import { useId, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useUiStore } from '../../store/ui-store';
import { telHref } from './contact-lines';

/** The header's quick-contact disclosure (`showContactMenu`): call, write, form, or the full modal. */
export function ContactMenu() {
  const { t } = useTranslation('contact');
  const open = useUiStore((s) => s.showContactMenu);
  const setOpen = useUiStore((s) => s.setShowContactMenu);
  const openModal = useUiStore((s) => s.openContactModal);
  const panelId = useId();
  const phone = t('lines.pl.phone');

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape closes the open panel
    <div className="tr-disclosure" onKeyDown={onKeyDown}>
      <button
        type="button"
        className="tr-header__action"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('menu.button')}
      </button>
      <div id={panelId} className="tr-disclosure__panel" hidden={!open}>
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
      </div>
    </div>
  );
}
