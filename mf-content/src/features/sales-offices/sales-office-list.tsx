import { useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText } from '@travel/ui';
import { useSalesOffices } from './api/use-sales-offices';
import { OfficeCard } from './office-card';
import { SalesOfficeMap } from './sales-office-map';

/** Every office with its opening hours, by city. */
export function SalesOfficeList() {
  const { t } = useTranslation('sales-office-listing');
  const query = useSalesOffices();
  if (query.isError) return <ErrorMessage title={t('error')} onRetry={() => void query.refetch()} retryLabel={t('retry')} />;
  if (query.data === undefined) return <LoadingText>{t('loading')}</LoadingText>;
  if (query.data.offices.length === 0) return <p>{t('empty')}</p>;
  return (
    <div className="office-layout">
      <SalesOfficeMap offices={query.data.offices} />
      <ul className="content-cards" data-testid="sales-office-list">
        {query.data.offices.map((office) => (
          <OfficeCard key={office.id} office={office} />
        ))}
      </ul>
    </div>
  );
}
