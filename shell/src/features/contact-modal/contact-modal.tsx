import { useTranslation } from '@travel/i18n';
import { Dialog } from '@travel/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useUiStore } from '../../store/ui-store';
import { telHref } from '@travel/i18n';
import { CONTACT_LANGUAGES, toContactLanguage } from './contact-lines';

/**
 * The contact modal of docs/product/shell-and-ui.md: the hotline in the chosen language, or the details of one
 * sales office when a page opened it for that office. Closing resets both (store rule).
 */
export function ContactModal() {
  const { t } = useTranslation('contact');
  const show = useUiStore((s) => s.showContactModal);
  const language = toContactLanguage(useUiStore((s) => s.contactModalLanguage));
  const office = useUiStore((s) => s.contactModalSalesOffice);
  const close = useUiStore((s) => s.closeContactModal);
  const setLanguage = useUiStore((s) => s.setContactModalLanguage);
  const titleId = useId();
  const introId = useId();
  const languageName = useId();

  if (!show) return null;
  const phone = t(`lines.${language}.phone`);
  const email = t(`lines.${language}.email`);

  return (
    <Dialog labelledBy={titleId} describedBy={introId} onClose={close} closeOnBackdrop className="tr-contact-modal">
      <div className="tr-dialog__header">
        <h2 id={titleId} className="tr-dialog__title">
          {t('modal.title')}
        </h2>
        <button type="button" className="tr-icon-button" aria-label={t('modal.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={introId}>{t('modal.intro')}</p>

      {office ? (
        <section className="tr-contact-office" aria-label={t('modal.salesOfficeHeading', { name: office.name })}>
          <h3>{t('modal.salesOfficeHeading', { name: office.name })}</h3>
          <dl className="tr-contact-list">
            {office.phone ? (
              <div>
                <dt>{t('modal.phoneLabel')}</dt>
                <dd>
                  <a href={telHref(office.phone)}>{office.phone}</a>
                </dd>
              </div>
            ) : null}
            {office.email ? (
              <div>
                <dt>{t('modal.emailLabel')}</dt>
                <dd>
                  <a href={`mailto:${office.email}`}>{office.email}</a>
                </dd>
              </div>
            ) : null}
            {office.address ? (
              <div>
                <dt>{t('modal.addressLabel')}</dt>
                <dd>{office.address}</dd>
              </div>
            ) : null}
            {office.openingHours ? (
              <div>
                <dt>{t('modal.hoursLabel')}</dt>
                <dd>{office.openingHours}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      <fieldset className="tr-contact-languages">
        <legend>{t('modal.languageLabel')}</legend>
        {CONTACT_LANGUAGES.map((code) => (
          <label key={code} className="tr-radio">
            <input type="radio" name={languageName} value={code} checked={language === code} onChange={() => setLanguage(code)} />
            {t(`languages.${code}`)}
          </label>
        ))}
      </fieldset>

      <dl className="tr-contact-list" data-testid="contact-line">
        <div>
          <dt>{t('modal.phoneLabel')}</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('modal.emailLabel')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('modal.hoursLabel')}</dt>
          <dd>{t(`lines.${language}.hours`)}</dd>
        </div>
      </dl>

      <p className="tr-contact-links">
        <Link to="/kontakt/" onClick={close}>
          {t('modal.formLink')}
        </Link>
        <Link to="/salony-podrozy/" onClick={close}>
          {t('modal.salesOfficesLink')}
        </Link>
      </p>
    </Dialog>
  );
}
