import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { JsonLd } from '../components/json-ld';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ContentError, ContentLoading, ContentNotFound } from '../components/page-states';
import { useContentStylesheet } from '../components/use-content-stylesheet';
import {
  ContactOfficeButton,
  OfficeContactDetails,
  SALES_OFFICES_PATH,
  SalesOfficeList,
  salesOfficePath,
  useSalesOffices,
  type SalesOffice,
} from '../features/sales-offices';

/** `/salony-podrozy/` ('Salony podróży', docs/product/page-metadata.md) and one office `/salony-podrozy/:officeSlug/`. */
export function SalesOfficesPage() {
  useContentStylesheet();
  const { officeSlug } = useParams();
  return officeSlug ? <SalesOfficePage slug={officeSlug} /> : <SalesOfficesIndex />;
}

function SalesOfficesIndex() {
  const { t } = useTranslation('sales-office-listing');
  return (
    <RemoteFrame remote="content" title={t('heading')}>
      <Breadcrumbs items={[{ title: t('heading') }]} />
      <p className="content-lead">{t('intro')}</p>
      <SalesOfficeList />
    </RemoteFrame>
  );
}

function SalesOfficePage({ slug }: { slug: string }) {
  const { t } = useTranslation('sales-office');
  const listing = useTranslation('sales-office-listing').t;
  const query = useSalesOffices();
  if (query.data === undefined) {
    return (
      <RemoteFrame remote="content" title={listing('heading')}>
        {query.isError ? <ContentError title={listing('error')} onRetry={() => void query.refetch()} /> : <ContentLoading />}
      </RemoteFrame>
    );
  }
  const office = query.data.offices.find((candidate) => candidate.slug === slug);
  if (!office) return <ContentNotFound backTo={SALES_OFFICES_PATH} backLabel={t('allOffices')} />;
  return <Office office={office} others={query.data.offices.filter((other) => other.id !== office.id)} />;
}

function Office({ office, others }: { office: SalesOffice; others: readonly SalesOffice[] }) {
  const { t } = useTranslation('sales-office');
  const listing = useTranslation('sales-office-listing').t;
  const detailsId = useId();
  const othersId = useId();
  return (
    <RemoteFrame remote="content" title={t('heading', { name: office.city })}>
      <Breadcrumbs items={[{ to: SALES_OFFICES_PATH, title: listing('heading') }, { title: office.city }]} />
      <JsonLd data={travelAgencyJsonLd(office, t('heading', { name: office.city }))} />
      <p className="content-lead">{t('intro')}</p>
      <section className="content-section" aria-labelledby={detailsId} data-testid="sales-office-details">
        <h2 id={detailsId}>{t('detailsHeading')}</h2>
        <OfficeContactDetails office={office} />
        <p>
          <a href={`https://www.openstreetmap.org/?mlat=${office.lat}&mlon=${office.lng}#map=17/${office.lat}/${office.lng}`}>
            {t('mapLink', { name: office.city })}
          </a>
        </p>
        <ContactOfficeButton office={office} />
      </section>
      <section className="content-section" aria-labelledby={othersId}>
        <h2 id={othersId}>{t('servicesHeading')}</h2>
        <ul>
          <li>{t('services.advice')}</li>
          <li>{t('services.booking')}</li>
          <li>{t('services.payment')}</li>
          <li>{t('services.vouchers')}</li>
        </ul>
      </section>
      {others.length > 0 ? (
        <nav aria-label={t('othersLabel')}>
          <h2>{t('othersLabel')}</h2>
          <ul className="content-inline-list">
            {others.map((other) => (
              <li key={other.id}>
                <Link to={salesOfficePath(other.slug)}>{other.city}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </RemoteFrame>
  );
}

/** schema.org `TravelAgency` of one sales office: what the page shows of it, with its address and hours. */
function travelAgencyJsonLd(office: SalesOffice, name: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name,
    url: salesOfficePath(office.slug),
    telephone: office.phone,
    email: office.email,
    openingHours: office.openingHours,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.address,
      postalCode: office.postalCode,
      addressLocality: office.city,
      addressCountry: 'PL',
    },
    geo: { '@type': 'GeoCoordinates', latitude: office.lat, longitude: office.lng },
  };
}
