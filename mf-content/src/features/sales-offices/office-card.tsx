import { Link } from 'react-router-dom';
import { telHref, useTranslation } from '@travel/i18n';
import type { SalesOffice } from './api/use-sales-offices';
import { ContactOfficeButton } from './contact-office-button';

export const SALES_OFFICES_PATH = '/salony-podrozy/';
export const salesOfficePath = (slug: string): string => `${SALES_OFFICES_PATH}${slug}/`;

/** Address, opening hours, phone and e-mail of an office, as a description list. */
export function OfficeContactDetails({ office }: { office: SalesOffice }) {
  const { t } = useTranslation('sales-office-listing');
  return (
    <dl className="content-terms">
      <div>
        <dt>{t('addressLabel')}</dt>
        <dd>
          <address>
            {office.address}, {office.postalCode} {office.city}
          </address>
        </dd>
      </div>
      <div>
        <dt>{t('hoursLabel')}</dt>
        <dd>{office.openingHours}</dd>
      </div>
      <div>
        <dt>{t('phoneLabel')}</dt>
        <dd>
          <a href={telHref(office.phone)}>{office.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{t('emailLabel')}</dt>
        <dd>
          <a href={`mailto:${office.email}`}>{office.email}</a>
        </dd>
      </div>
    </dl>
  );
}

/** One office in the list: its name to its own page, its details and the contact hand-off. */
export function OfficeCard({ office }: { office: SalesOffice }) {
  const { t } = useTranslation('sales-office-listing');
  return (
    <li className="office-card" data-testid="sales-office">
      <h2>
        <Link to={salesOfficePath(office.slug)}>{t('officeName', { city: office.city })}</Link>
      </h2>
      <OfficeContactDetails office={office} />
      <ContactOfficeButton office={office} />
    </li>
  );
}
