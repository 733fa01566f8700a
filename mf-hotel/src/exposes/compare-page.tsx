import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useOffersAvailability } from '@travel/favorites';
import { compareHref, compareSelection, removeCompared, useBrowserList, useHydrated } from '@travel/favorites/compare';
import { useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText, RemoteFrame, Skeleton } from '@travel/ui';
import { CompareTable, ShareLink, isGone, parseCompareAddress, useComparedOffers, useCompareStylesheet } from '../features/compare';
import { useHotelStylesheet } from '../components/use-hotel-stylesheet';

/**
 * `/porownanie/?oferty=a,b,c`: up to three offers side by side, priced for the party in the
 * address; the address is the comparison, so it can be shared (docs/adr/0271-compare-and-recently-viewed.md).
 */
export function ComparePage() {
  const { t } = useTranslation('favorites');
  const { search } = useLocation();
  const navigate = useNavigate();
  useHotelStylesheet();
  useCompareStylesheet();
  // The date only bounds the children's birth dates: the page's first render's is enough.
  const [now] = useState(() => new Date());
  const address = useMemo(() => parseCompareAddress(search, now), [search, now]);
  const columns = useComparedOffers(address.hashes, address.party);
  const chosen = useBrowserList(compareSelection);
  const seen = useMemo(() => new Map(chosen.map((offer) => [offer.hash, offer])), [chosen]);
  const checks = useOffersAvailability(
    address.hashes.map((offerHash) => ({ offerHash })),
    { adults: address.party.adults, children: [...address.party.children] },
  );
  const hydrated = useHydrated();

  const remove = (hash: string): void => {
    removeCompared(hash);
    const rest = address.hashes.filter((item) => item !== hash);
    void navigate(rest.length === 0 ? '/porownanie/' : compareHref(rest, address.party), { replace: true });
  };

  if (address.hashes.length === 0) {
    return (
      <RemoteFrame remote="hotel" title={t('comparePage.heading')}>
        <div className="compare-empty" data-testid="compare-empty">
          <h2>{t('comparePage.empty.heading')}</h2>
          <p>{t('comparePage.empty.text')}</p>
          <p>
            <Link to="/">{t('comparePage.empty.search')}</Link> · <Link to="/ulubione/">{t('comparePage.empty.favorites')}</Link>
          </p>
        </div>
      </RemoteFrame>
    );
  }
  const failed = columns.filter((column) => column.offer?.isError === true && !isGone(column.offer.error));
  const loading = columns.some((column) => column.offer?.isPending === true);
  // The server knows no origin: the first paint and its hydration show the path, then the full address.
  const path = compareHref(address.hashes, address.party);
  const href = hydrated ? new URL(path, window.location.href).href : path;
  return (
    <RemoteFrame remote="hotel" title={t('comparePage.heading')}>
      <p>{t('comparePage.intro')}</p>
      {failed.length > 0 ? (
        <ErrorMessage
          title={t('comparePage.loadError')}
          onRetry={() => failed.forEach((column) => void column.offer?.refetch())}
          retryLabel={t('comparePage.retry')}
        />
      ) : loading ? (
        <div aria-busy="true">
          <LoadingText>{t('comparePage.loading')}</LoadingText>
          <Skeleton height={800} />
        </div>
      ) : (
        <>
          <CompareTable
            columns={columns}
            persons={address.party.adults + address.party.children.length}
            checks={checks.data}
            checkFailed={checks.isError}
            seen={seen}
            onRemove={remove}
          />
          <ShareLink href={href} />
        </>
      )}
    </RemoteFrame>
  );
}
