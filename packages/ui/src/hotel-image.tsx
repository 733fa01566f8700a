import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import type { ClientLogRecord } from '@travel/contracts/api/images';
import { CLIENT_LOG_PATH, IMAGE_LOAD_ERROR_STATUS, PHOTO_SLOT_SIZE, photoSrcSet, photoUrl, type PhotoKind } from '@travel/contracts/photos';

/** The Element Timing name of a priority photo (a page's main photo). */
const HERO_ELEMENT_TIMING = 'hero';

export interface HotelImageProps {
  /** A photo as the API answers it (`/images/hotels/12/1-853x400.jpg`); anything else shows no image. */
  photo: string | null | undefined;
  /** Polish alternative text, e.g. the hotel's name. */
  alt: string;
  /** The slot: decides the served sizes and the reserved width/height (aspect ratio). */
  kind: Exclude<PhotoKind, 'og'>;
  /** How wide the slot is laid out, for the browser's pick from `srcset`; default the slot's width. */
  sizes?: string;
  /** The page's largest image in the first viewport (its LCP element): loaded at once, first. */
  priority?: boolean;
  /** The app that shows it (`search`, `hotel`): the `service` of the log record. */
  service: string;
  className?: string;
}

/** Posts the log record of docs/product/errors.md for a photo that did not load; fire and forget. */
export function reportImageLoadError(record: ClientLogRecord, apiBase = '/api'): void {
  if (typeof fetch !== 'function') return;
  // keepalive: the record still goes out when the failure came from leaving the page.
  fetch(`${apiBase}${CLIENT_LOG_PATH}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(record),
  }).catch(() => undefined);
}

// One report per URL and page load: a listing that shows the same broken photo twice, or
// re-renders it, must not spend the log endpoint's rate limit.
const reported = new Set<string>();

/** Forgets which URLs were reported (tests). */
export function resetImageErrorReports(): void {
  reported.clear();
}

function logFailure(image: HTMLImageElement, service: string): void {
  const requestUrl = image.currentSrc || image.src;
  if (requestUrl === '' || reported.has(requestUrl)) return;
  reported.add(requestUrl);
  reportImageLoadError({
    action: 'image-load-error',
    message: 'Image failed to load',
    requestUrl,
    responseStatus: IMAGE_LOAD_ERROR_STATUS,
    route: window.location.pathname,
    host: window.location.host,
    service,
    timestamp: new Date().toISOString(),
  });
}

/**
 * A hotel photo as AVIF, WebP or JPEG (the browser takes the first it supports), in the sizes of
 * its slot. Space is reserved by width/height, so nothing moves when it arrives. Lazy unless it is
 * the page's LCP image (`priority`). A photo that fails to load is reported to the log service and
 * leaves the reserved frame empty.
 */
export function HotelImage({ photo, alt, kind, sizes, priority = false, service, className }: HotelImageProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const slot = PHOTO_SLOT_SIZE[kind];
  const src = photo ? photoUrl(photo, slot, 'jpg') : undefined;
  // A server-rendered photo may fail before React hydrates it, and React does not replay that
  // error event: a finished image with no pixels is that failure.
  useEffect(() => {
    const element = image.current;
    if (src === undefined) return;
    if (element !== null && element.complete && element.naturalWidth === 0 && (element.currentSrc || element.src)) {
      logFailure(element, service);
      setFailed(true);
    }
  }, [src, service]);
  const classes = ['tr-photo', failed || src === undefined ? 'tr-photo--empty' : '', className].filter(Boolean).join(' ');
  if (src === undefined || photo == null) {
    // Nothing to show: keep the frame, so the card keeps its shape.
    return <span className={classes} style={{ aspectRatio: `${slot.width} / ${slot.height}` }} aria-hidden="true" />;
  }
  const slotSizes = sizes ?? `${slot.width}px`;
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    logFailure(event.currentTarget, service);
    setFailed(true);
  };
  return (
    <picture className={classes}>
      <source type="image/avif" srcSet={photoSrcSet(photo, kind, 'avif')} sizes={slotSizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, kind, 'webp')} sizes={slotSizes} />
      <img
        ref={image}
        src={src}
        srcSet={photoSrcSet(photo, kind, 'jpg')}
        sizes={slotSizes}
        width={slot.width}
        height={slot.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        // The browser reports when it has painted the page's main photo (Element Timing): the shell
        // starts its scripts after that on a server-drawn page (shell/src/start/start-after-first-screen.ts).
        {...(priority ? { elementtiming: HERO_ELEMENT_TIMING } : {})}
        onError={onError}
        // A failed photo leaves its frame empty instead of the browser's broken-image icon.
        {...(failed ? { style: { visibility: 'hidden' as const } } : {})}
      />
    </picture>
  );
}
