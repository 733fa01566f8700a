import { useTranslation } from '@travel/i18n';
import { useId, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { useUiStore } from '../store/ui-store';

/** Main categories (docs/product/landing-pages.md slugs), the guide, sales offices and contact. */
export const MAIN_MENU = [
  { key: 'wycieczki', to: '/wycieczki/' },
  { key: 'lastMinute', to: '/last-minute/' },
  { key: 'firstMinute', to: '/first-minute/' },
  { key: 'allInclusive', to: '/all-inclusive/' },
  { key: 'egzotyka', to: '/egzotyka/' },
  { key: 'wycieczkiObjazdowe', to: '/wycieczki-objazdowe/' },
  { key: 'cityBreak', to: '/city-break/' },
  { key: 'rejsy', to: '/rejsy/' },
  { key: 'narty', to: '/narty/' },
  { key: 'guide', to: '/przewodnik/' },
  { key: 'salesOffices', to: '/salony-podrozy/' },
  { key: 'contact', to: '/kontakt/' },
] as const;

/**
 * A real `<nav>`; on small screens a button shows and hides it (`showMenu`), on md and up it is
 * always visible (CSS), so the button is hidden there.
 */
export function MainMenu() {
  const { t } = useTranslation('common');
  const open = useUiStore((s) => s.showMenu);
  const setOpen = useUiStore((s) => s.setShowMenu);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu from its button or its links, as a disclosure does.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the open menu
    <nav className="tr-main-menu" aria-label={t('header.mainMenuLabel')} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="tr-main-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? t('header.menuClose') : t('header.menuOpen')}
      </button>
      <ul id={listId} className="tr-main-menu__list" data-open={open}>
        {MAIN_MENU.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} className="tr-main-menu__link" onClick={() => setOpen(false)}>
              {t(`menu.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
