import { lazy, memo, Suspense, useDeferredValue, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import {
  PAGE_SIZE,
  buildOfferListQuery,
  clearSearchFilters,
  toListingUrl,
  updateSearch,
  type LandingPreset,
  type SearchState,
} from '@travel/search-model';
import { listingHeading } from '../features/listing-heading/listing-heading';
import { useListingSearch } from '../features/listing-url-state/use-listing-search';
import { listingPathDestination } from '../features/listing-url-state/listing-path-destination';
import { ListingForm, ListingFormSubmit } from '../features/listing-url-state/listing-form';
import { useOfferList } from '../features/offer-list/api/use-offer-list';
import { OfferList } from '../features/offer-list/offer-list';
import { useListViewEvent } from '../features/offer-list/use-list-view-event';
import { OfferCard } from '../features/offer-card/offer-card';
import { useOfferFilters, useSearcherDestinations } from '../features/filters-panel/api/use-offer-filters';
import { FiltersPanel } from '../features/filters-panel/filters-panel';
import { SortSelect } from '../features/sort-and-paging/sort-select';
import { Pagination } from '../features/sort-and-paging/pagination';
import { PriceModeSwitch } from '../features/price-mode/price-mode-switch';
import { useListingHeadingText } from '../features/seo-text/use-listing-heading';
import { ListingBreadcrumbs } from '../features/seo-text/listing-breadcrumbs';
import { useListingStylesheet } from '../features/listing-layout/use-listing-stylesheet';
import { CategoryPresets, useShownWhile } from '../features/category-presets';
import { PriceAlert } from '@travel/price-alerts';
import { CompareBar, CompareToggleSlot } from '../features/compare';
import { RemoteFrame, Skeleton } from '@travel/ui';
import type { OfferFiltersInput } from '@travel/contracts/api/offers';
import { HydratesSeparately } from '../components/hydrates-separately';

// The map is not on the list's first paint: its code loads when the shopper opens it.
const MapListing = lazy(() => import('../features/map-listing').then((module) => ({ default: module.MapListing })));
// Nor is the SEO block's code: the server painted it, and its markup stays until the code arrives
// and hydrates it in its own boundary (docs/adr/0192-first-load-budget.md).
const ListingSeo = lazy(() => import('../features/listing-layout/listing-seo').then((module) => ({ default: module.ListingSeo })));
// Nor are the hearts' code and the visitor's favourites: the server painted each heart, whose markup
// stays until its code arrives; a page drawn in the browser keeps each heart's 44 px place meanwhile.
const FavoriteButton = lazy(() => import('@travel/favorites').then((module) => ({ default: module.FavoriteButton })));
const HEART_SLOT_STYLE = { display: 'inline-block', flex: 'none', width: 44, height: 44 } as const;

type ListingView = 'list' | 'map';

/**
 * `/:category/*`: offers of a landing page; unknown slugs get the remote's own 404 content (on
 * the site server `listingPageLoader` declares them not found: HTTP 404 with the shell's page).
 */
export function ListingPage() {
  const { t } = useTranslation('listing');
  const search = useListingSearch();
  useListingStylesheet();
  if (!search.found) {
    return (
      <RemoteFrame remote="search" title={t('notFound.heading')}>
        <p>{t('notFound.text')}</p>
        <Link to="/">{t('notFound.homeLink')}</Link>
      </RemoteFrame>
    );
  }
  return <Listing state={search.state} landing={search.landing} now={search.now} update={search.update} navigateTo={search.navigateTo} />;
}

interface ListingFiltersProps {
  state: SearchState;
  now: Date;
  query: OfferFiltersInput;
  onChange: (patch: Partial<SearchState>) => void;
  formId: string;
}

/**
 * The filter panel with its counts. The counts are asked for here, not by the page: an answer
 * then re-renders only the panel. Were the page to ask, the answer would re-render the whole
 * listing at the synchronous priority of an external store, and React would first have to hydrate
 * the offers and the SEO texts, still waiting in their boundaries, in one long task
 * (docs/adr/0194-listing-hydration.md).
 */
function ListingFilters({ state, now, query, onChange, formId }: ListingFiltersProps) {
  const filters = useOfferFilters(query);
  const destinations = useSearcherDestinations(state.category, state.transport);
  // An answer comes in at the synchronous priority of an external store; the counts and the
  // destination tree (every option of the panel) are then drawn in a render that yields to the
  // browser, while the panel keeps answering clicks with the counts it shows.
  const facets = useDeferredValue(filters.data?.facets);
  const total = useDeferredValue(filters.data?.total);
  const destinationTree = useDeferredValue(destinations.data?.destinations);
  return (
    <MemoFiltersPanel
      state={state}
      now={now}
      facets={facets}
      total={total}
      destinations={destinationTree}
      onChange={onChange}
      formId={formId}
    />
  );
}

/** Re-rendered only when what it shows changed: not for an answer whose deferred render is still to come. */
const MemoFiltersPanel = memo(FiltersPanel);

interface ListingMapProps {
  state: SearchState;
  now: Date;
  onAreaSearch: (area: NonNullable<SearchState['mapArea']>) => void;
}

/** The map view with the destinations the shop sells for its basemap's labels (the filter panel's tree, one query). */
function ListingMap({ state, now, onAreaSearch }: ListingMapProps) {
  const destinations = useSearcherDestinations(state.category, state.transport);
  return <MapListing state={state} now={now} onAreaSearch={onAreaSearch} destinations={destinations.data?.destinations} />;
}

interface ListingProps {
  state: SearchState;
  landing: LandingPreset;
  now: Date;
  update: (patch: Partial<SearchState>) => void;
  navigateTo: (state: SearchState) => void;
}

function Listing({ state, landing, now, update, navigateTo }: ListingProps) {
  const { t } = useTranslation('listing');
  const { pathname } = useLocation();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const formId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [view, setView] = useState<ListingView>('list');

  const listQuery = buildOfferListQuery(state, { now });
  const { limit: _limit, offset: _offset, ...filtersQuery } = listQuery;
  const list = useOfferList(listQuery);

  const pathDestination = listingPathDestination(pathname);
  const seoLocation = pathDestination === '' ? null : pathDestination;
  const fallback = listingHeading(landing.slug, pathDestination, now);
  const fallbackTitle =
    fallback.found && fallback.destination !== null
      ? t('headingIn', { title: fallback.title, destination: fallback.destination })
      : landing.title;
  const heading = useListingHeadingText(pathname, landing.slug, fallbackTitle);
  useListViewEvent({
    listId: landing.slug,
    listName: heading.title,
    offers: list.isPlaceholderData ? undefined : list.data?.offers,
    offset: Number(listQuery.offset ?? 0),
    resultKey: `${pathname}?${JSON.stringify(listQuery)}`,
  });

  // Back to the category as a bare landing address would show it, without the optional presets.
  const clearFilters = (): void => navigateTo(clearSearchFilters(state, { now }));
  const changePage = (page: number): void => {
    update({ page });
    resultsHeading.current?.focus();
  };
  const pageHref = (page: number): string => toListingUrl(updateSearch(state, { page }, { now }), { now });
  const lastPageOf = (total: number) => {
    const number = Math.max(1, Math.ceil(total / PAGE_SIZE));
    return { number, href: pageHref(number), onGo: () => changePage(number) };
  };

  // The presets line describes the offers shown: while a newer search loads it stays as it was,
  // and changes in the same render as the offers under it, so nothing on screen moves twice.
  const shownState = useShownWhile(state, toListingUrl(state, { now }), list.isPlaceholderData);
  const categoryPresets = <CategoryPresets state={shownState} landing={landing} now={now} onClear={navigateTo} />;

  // Opened by a client navigation, the page waits for its heading and lead before it lays out the
  // offers under them, which would otherwise move down when the lead arrives (layout shift).
  if (heading.pending) {
    return (
      <RemoteFrame remote="search" title={heading.title}>
        <Skeleton lines={6} />
      </RemoteFrame>
    );
  }
  return (
    <RemoteFrame remote="search" title={heading.title}>
      <ListingBreadcrumbs items={heading.breadcrumbs} />
      {heading.description === null ? null : <p className="listing-lead">{heading.description}</p>}
      <div className="listing-layout">
        <section
          className={`listing-filters-region${filtersOpen ? ' listing-filters-region--open' : ''}`}
          aria-labelledby={`${panelId}-title`}
        >
          <h2 id={`${panelId}-title`} className="listing-filters-region__title">
            {t('filters.heading')}
          </h2>
          <button
            type="button"
            className="listing-filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            {t('filters.toggle')}
          </button>
          <div id={panelId} className="listing-filters-region__panel">
            {/* Hydrated with the page, not after the offers: the first thing a shopper uses. */}
            <ListingFilters state={state} now={now} query={filtersQuery} onChange={update} formId={formId} />
            <ListingFormSubmit form={formId} />
          </div>
        </section>
        <div className="listing-main">
          <div className="listing-toolbar">
            <ListingForm id={formId} state={state} now={now} navigateTo={navigateTo} />
            <SortSelect value={state.sortBy} onChange={(sortBy) => update({ sortBy })} form={formId} />
            <PriceModeSwitch totalPrice={state.totalPrice} onChange={(totalPrice) => update({ totalPrice })} form={formId} />
            <fieldset className="listing-view-switch">
              <legend>{t('view.label')}</legend>
              <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
                {t('view.list')}
              </button>
              <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
                {t('view.map')}
              </button>
            </fieldset>
          </div>
          <PriceAlert target={{ kind: 'search', filters: filtersQuery, url: toListingUrl({ ...state, page: 1 }, { now }) }} />
          {view === 'map' ? (
            <>
              {categoryPresets}
              <Suspense fallback={<Skeleton height={420} />}>
                <ListingMap state={state} now={now} onAreaSearch={(mapArea) => update({ mapArea })} />
              </Suspense>
            </>
          ) : (
            <HydratesSeparately>
              <OfferList
                offers={list.data?.offers}
                total={list.data?.total}
                failed={list.isError}
                stale={list.isPlaceholderData}
                onRetry={() => void list.refetch()}
                onClearFilters={clearFilters}
                lastPage={list.data === undefined ? undefined : lastPageOf(list.data.total)}
                headingRef={resultsHeading}
                renderOffer={(offer, index) => (
                  <OfferCard
                    offer={offer}
                    totalPrice={state.totalPrice}
                    priority={index === 0}
                    favorite={
                      <>
                        <Suspense fallback={<span style={HEART_SLOT_STYLE} />}>
                          <FavoriteButton offerHash={offer.hash} hotelName={offer.hotelName} price={offer.pricePerPerson} />
                        </Suspense>
                        <CompareToggleSlot offer={{ hash: offer.hash, hotelName: offer.hotelName, pricePerPerson: offer.pricePerPerson }} />
                      </>
                    }
                  />
                )}
              >
                <p className="listing-note">{t('results.feesNote')}</p>
                {categoryPresets}
              </OfferList>
              {list.data === undefined ? null : (
                <Pagination page={state.page} total={list.data.total} pageSize={PAGE_SIZE} hrefOf={pageHref} onPageChange={changePage} />
              )}
            </HydratesSeparately>
          )}
        </div>
      </div>
      <HydratesSeparately>
        <ListingSeo category={state.category} location={seoLocation} />
      </HydratesSeparately>
      <CompareBar party={{ adults: state.adults, children: state.children }} />
    </RemoteFrame>
  );
}
