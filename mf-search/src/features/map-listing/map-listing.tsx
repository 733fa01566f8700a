import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { DestinationNode, mapListingResponse } from '@travel/contracts/api/offers';
import { formatPrice, useTranslation } from '@travel/i18n';
import { ErrorMessage, PriceDiscount, Skeleton, VisuallyHidden } from '@travel/ui';
import type { MapArea, SearchState } from '@travel/search-model';
import { useMapListing } from './api/use-map-listing';
import { mapAreaOfBounds } from './map-area';
import { Basemap } from './basemap';
import { mapPlaces } from './map-places';
import { clusterMarkers } from './marker-clusters';
import { readTileTemplate, tileUrl } from './tile-source';
import { useMapStylesheet } from './use-map-stylesheet';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  TILE_SIZE,
  boundsOf,
  fitBounds,
  panBy,
  project,
  scaleBar,
  toScreen,
  viewBounds,
  type MapView,
} from './web-mercator';

/**
 * The map view of a listing. Mount it lazily (`lazy(() => import('…/map-listing'))`): nothing of
 * it belongs on the list's first paint.
 */
export interface MapListingProps {
  /** The listing's search; the markers are the hotels it finds. */
  state: SearchState;
  /** 'Szukaj w tym obszarze': the visible area as `obszar`; the listing puts it into the search. */
  onAreaSearch: (area: MapArea) => void;
  /** The listing's clock (tests inject one). */
  now?: Date;
  /** The tile URL template; by default the site config's, none when it names none. */
  tileTemplate?: string | null;
  /** The destinations the shop sells (the searcher's tree): the basemap labels them. */
  destinations?: readonly DestinationNode[] | undefined;
}

const MAP_HEIGHT = 420;
const WORLD_VIEW: MapView = { center: { lat: 35, lng: 20 }, zoom: 3 };
const PAN_STEP = 80;
/** Markers whose anchors are closer than this on screen (a price pill's size) would overlap: one cluster. */
const CLUSTER_SPAN = { x: 84, y: 32 };
/** At the deepest zoom a cluster cannot split by zooming: its hotels stand in a column, this far apart. */
const STACK_STEP = 32;
/** The drawn basemap's 1:50m outlines hold up to about this zoom; tiles go further. */
const BASEMAP_MAX_ZOOM = 10;

type MapHotel = z.infer<typeof mapListingResponse>['hotels'][number];

const hotelHref = (hotel: Pick<MapHotel, 'hotelSlug' | 'hash'>): string =>
  `/hotel/${encodeURIComponent(hotel.hotelSlug)}/?oferta=${encodeURIComponent(hotel.hash)}`;

const formatDegrees = (value: number): string => value.toFixed(2).replace('.', ',');

/** The price the listing shows for a hotel: the same field as its card (whole party or per person). */
const priceOf = (hotel: MapHotel, totalPrice: boolean): number => (totalPrice ? hotel.priceTotal : hotel.pricePerPerson);

export function MapListing({ state, onAreaSearch, now, tileTemplate, destinations }: MapListingProps) {
  const { t } = useTranslation('home');
  useMapStylesheet();
  const [mountedAt] = useState(() => new Date());
  const clock = now ?? mountedAt;
  const query = useMapListing(state, clock);
  const hotels = useMemo(() => query.data?.hotels ?? [], [query.data]);
  const places = useMemo(() => mapPlaces(destinations), [destinations]);
  const template = useMemo(() => (tileTemplate === undefined ? readTileTemplate() : tileTemplate), [tileTemplate]);
  const ids = useId();

  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  // null: the map frames the search (its area, or its markers); set once the shopper moves it.
  const [movedView, setMovedView] = useState<MapView | null>(null);
  const searchKey = JSON.stringify({ ...state, page: 0 });
  const [framedSearch, setFramedSearch] = useState(searchKey);
  if (framedSearch !== searchKey) {
    // A new search (filters or 'Szukaj w tym obszarze') frames the map afresh.
    setFramedSearch(searchKey);
    setMovedView(null);
  }
  const box = state.mapArea?.viewportBounds ?? boundsOf(hotels);
  const view = movedView ?? (box === null ? WORLD_VIEW : fitBounds(box, width, MAP_HEIGHT, 32, Math.min(12, BASEMAP_MAX_ZOOM)));
  // The wheel listener lives outside React's render; it reads the latest view from here.
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  });
  const [selected, setSelected] = useState<number | null>(null);
  // The template whose probe tile loaded; tiles show only then, so an unreachable tile server
  // costs one failed request instead of a screenful.
  const [reachableTiles, setReachableTiles] = useState<string | null>(null);
  const [brokenTiles, setBrokenTiles] = useState(false);
  useEffect(() => {
    if (template === null) return;
    const probe = new Image();
    probe.onload = () => setReachableTiles(template);
    probe.src = tileUrl(template, 0, 0, 0);
    return () => {
      probe.onload = null;
    };
  }, [template]);
  const drag = useRef<{ x: number; y: number; id: number } | null>(null);
  const tilesShown = template !== null && reachableTiles === template && !brokenTiles;
  const maxZoom = template === null || brokenTiles ? BASEMAP_MAX_ZOOM : MAX_ZOOM;

  useEffect(() => {
    const element = frame.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const maxZoomRef = useRef(maxZoom);
  useEffect(() => {
    maxZoomRef.current = maxZoom;
  });

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const element = frame.current;
    if (element === null) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const current = viewRef.current;
      setMovedView(zoomTo(current, current.zoom + (event.deltaY < 0 ? 1 : -1), maxZoomRef.current));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const move = (next: (current: MapView) => MapView): void => {
    setMovedView(next(viewRef.current));
  };

  const bounds = viewBounds(view, width, MAP_HEIGHT);
  const [north, east, south, west] = bounds;
  const scale = scaleBar(view.center.lat, view.zoom);
  const selectedHotel = hotels.find((hotel) => hotel.hotelId === selected) ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
    };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      move((current) => panBy(current, step[0], step[1]));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      move((current) => zoomTo(current, current.zoom + 1, maxZoom));
    } else if (event.key === '-') {
      event.preventDefault();
      move((current) => zoomTo(current, current.zoom - 1, maxZoom));
    } else if (event.key === 'Escape') {
      setSelected(null);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if ((event.target as Element).closest('a, button')) return;
    drag.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const start = drag.current;
    if (start === null || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    move((current) => panBy(current, -dx, -dy));
  };
  const onPointerUp = (): void => {
    drag.current = null;
  };

  const clusters = clusterMarkers(
    hotels.map((hotel) => ({ item: hotel, at: toScreen(hotel, view, width, MAP_HEIGHT) })),
    CLUSTER_SPAN,
  );
  const stacked = view.zoom >= maxZoom;
  const zoomToCluster = (members: readonly MapHotel[]): void => {
    const membersBox = boundsOf(members);
    if (membersBox === null) return;
    const fitted = fitBounds(membersBox, width, MAP_HEIGHT, 48, maxZoom);
    // Hotels too close for the fitted view still split one zoom level further in.
    move((current) => (fitted.zoom > current.zoom ? fitted : zoomTo({ ...current, center: fitted.center }, current.zoom + 1, maxZoom)));
  };

  const showOnMap = (hotel: MapHotel): void => {
    setSelected(hotel.hotelId);
    move((current) => ({ zoom: Math.max(current.zoom, maxZoom), center: { lat: hotel.lat, lng: hotel.lng } }));
    frame.current?.focus();
  };

  return (
    <section className="search-map" aria-labelledby={`${ids}-heading`} data-testid="map-listing">
      <h2 id={`${ids}-heading`} className="search-map__heading">
        {t('map.heading')}
      </h2>
      <div className="search-map__toolbar">
        <button
          type="button"
          className="search-map__button"
          onClick={() => move((c) => zoomTo(c, c.zoom + 1, maxZoom))}
          disabled={view.zoom >= maxZoom}
        >
          <span aria-hidden="true">+</span>
          <VisuallyHidden>{t('map.zoomIn')}</VisuallyHidden>
        </button>
        <button
          type="button"
          className="search-map__button"
          onClick={() => move((c) => zoomTo(c, c.zoom - 1, maxZoom))}
          disabled={view.zoom <= MIN_ZOOM}
        >
          <span aria-hidden="true">−</span>
          <VisuallyHidden>{t('map.zoomOut')}</VisuallyHidden>
        </button>
        <button
          type="button"
          className="search-map__button search-map__button--primary"
          onClick={() => onAreaSearch(mapAreaOfBounds(bounds))}
          data-testid="map-area-search"
        >
          {t('map.searchArea')}
        </button>
      </div>
      {/* oxlint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex --
          a pannable map is one keyboard stop (role application: arrows pan, +/- zoom); the list below
          is the non-visual alternative */}
      <div
        ref={frame}
        className="search-map__frame"
        style={{ height: MAP_HEIGHT }}
        role="application"
        aria-roledescription={t('map.roleDescription')}
        aria-label={t('map.frameLabel')}
        aria-describedby={`${ids}-hint`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <Basemap view={view} width={width} height={MAP_HEIGHT} places={places} />
        {tilesShown ? <Tiles template={template} view={view} width={width} onFail={() => setBrokenTiles(true)} /> : null}
        <div className="search-map__markers">
          {clusters.map((cluster) => {
            const { x, y } = cluster.at;
            if (x < -40 || y < -20 || x > width + 40 || y > MAP_HEIGHT + 20) return null;
            if (cluster.items.length === 1 || stacked) {
              const rows = cluster.items.length;
              return cluster.items.map((hotel, row) => {
                const active = hotel.hotelId === selected;
                const price = formatPrice(priceOf(hotel, state.totalPrice));
                return (
                  <button
                    key={hotel.hotelId}
                    type="button"
                    className={active ? 'search-map__marker search-map__marker--active' : 'search-map__marker'}
                    style={{ left: Math.round(x), top: Math.round(y + (row - (rows - 1) / 2) * STACK_STEP) }}
                    aria-pressed={active}
                    aria-label={t('map.markerLabel', { name: hotel.hotelName, price })}
                    data-testid="map-marker"
                    data-hotel={hotel.hotelId}
                    onClick={() => setSelected(active ? null : hotel.hotelId)}
                  >
                    {price}
                  </button>
                );
              });
            }
            const cheapest = Math.min(...cluster.items.map((hotel) => priceOf(hotel, state.totalPrice)));
            return (
              <button
                key={cluster.items.map((hotel) => hotel.hotelId).join('-')}
                type="button"
                className="search-map__marker search-map__marker--cluster"
                style={{ left: Math.round(x), top: Math.round(y) }}
                aria-label={t('map.clusterLabel', { count: cluster.items.length, price: formatPrice(cheapest) })}
                data-testid="map-cluster"
                onClick={() => zoomToCluster(cluster.items)}
              >
                {t('map.clusterText', { count: cluster.items.length, price: formatPrice(cheapest) })}
              </button>
            );
          })}
        </div>
        {selectedHotel === null ? null : (
          <MarkerPopup hotel={selectedHotel} view={view} width={width} totalPrice={state.totalPrice} onClose={() => setSelected(null)} />
        )}
        {query.isPending ? <p className="search-map__status">{t('map.loading')}</p> : null}
      </div>
      {/* oxlint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <p id={`${ids}-hint`} className="search-map__hint">
        {t('map.keyboardHint')}
      </p>
      <div className="search-map__legend">
        <p className="search-map__scale" data-testid="map-scale">
          <span className="search-map__scale-bar" style={{ width: Math.round(scale.pixels) }} aria-hidden="true" />
          {scale.metres >= 1000 ? t('map.scaleKm', { value: scale.metres / 1000 }) : t('map.scaleM', { value: scale.metres })}
        </p>
        <p className="search-map__bounds" data-testid="map-bounds">
          {t('map.bounds', {
            north: formatDegrees(north),
            south: formatDegrees(south),
            west: formatDegrees(west),
            east: formatDegrees(east),
          })}
        </p>
      </div>
      {query.isError ? (
        <ErrorMessage title={t('map.error')} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      ) : query.isPending ? (
        <Skeleton lines={4} height="1.5em" />
      ) : hotels.length === 0 ? (
        <p className="search-map__empty">{t('map.empty')}</p>
      ) : (
        <div className="search-map__list-wrap">
          <h3 className="search-map__list-heading">{t('map.listHeading', { count: hotels.length })}</h3>
          <ul className="search-map__list" data-testid="map-hotel-list">
            {hotels.map((hotel) => (
              <li key={hotel.hotelId} className="search-map__list-item">
                <Link to={hotelHref(hotel)}>{hotel.hotelName}</Link>{' '}
                <span>{t('map.priceFrom', { price: formatPrice(priceOf(hotel, state.totalPrice)) })}</span>{' '}
                <button type="button" className="search-map__show" onClick={() => showOnMap(hotel)}>
                  {t('map.showOnMap')}
                  <VisuallyHidden>: {hotel.hotelName}</VisuallyHidden>
                </button>
                <PriceDiscount offer={hotel} perAdultNote={state.totalPrice} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function zoomTo(view: MapView, zoom: number, maxZoom: number): MapView {
  return { center: view.center, zoom: Math.min(maxZoom, Math.max(MIN_ZOOM, Math.round(zoom))) };
}

interface TilesProps {
  template: string;
  view: MapView;
  width: number;
  onFail: () => void;
}

/** The tiles under the markers; one failed tile turns tiles off so the plain background shows. */
function Tiles({ template, view, width, onFail }: TilesProps) {
  const zoom = Math.round(view.zoom);
  const centre = project(view.center, zoom);
  const left = centre.x - width / 2;
  const top = centre.y - MAP_HEIGHT / 2;
  const count = 2 ** zoom;
  const tiles: Array<{ key: string; src: string; x: number; y: number }> = [];
  for (let ty = Math.floor(top / TILE_SIZE); ty <= Math.floor((top + MAP_HEIGHT) / TILE_SIZE); ty += 1) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(left / TILE_SIZE); tx <= Math.floor((left + width) / TILE_SIZE); tx += 1) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push({ key: `${tx}/${ty}`, src: tileUrl(template, zoom, wrapped, ty), x: tx * TILE_SIZE - left, y: ty * TILE_SIZE - top });
    }
  }
  return (
    <div className="search-map__tiles" aria-hidden="true">
      {tiles.map((tile) => (
        <img
          key={tile.key}
          src={tile.src}
          alt=""
          width={TILE_SIZE}
          height={TILE_SIZE}
          draggable={false}
          style={{ position: 'absolute', left: Math.round(tile.x), top: Math.round(tile.y) }}
          onError={onFail}
        />
      ))}
    </div>
  );
}

interface MarkerPopupProps {
  hotel: MapHotel;
  view: MapView;
  width: number;
  totalPrice: boolean;
  onClose: () => void;
}

function MarkerPopup({ hotel, view, width, totalPrice, onClose }: MarkerPopupProps) {
  const { t } = useTranslation('home');
  const p = toScreen(hotel, view, width, MAP_HEIGHT);
  return (
    <div className="search-map__popup" style={{ left: Math.round(p.x), top: Math.round(p.y) }} data-testid="map-popup">
      <Link to={hotelHref(hotel)}>{hotel.hotelName}</Link>
      <span data-testid="map-popup-price">{t('map.priceFrom', { price: formatPrice(priceOf(hotel, totalPrice)) })}</span>
      <PriceDiscount offer={hotel} perAdultNote={totalPrice} />
      <button type="button" className="search-map__popup-close" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <VisuallyHidden>{t('map.closePopup')}</VisuallyHidden>
      </button>
    </div>
  );
}
