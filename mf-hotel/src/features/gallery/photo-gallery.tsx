import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '@travel/i18n';
import { Dialog, HotelImage } from '@travel/ui';

export interface PhotoGalleryProps {
  hotelName: string;
  photos: readonly string[];
}

/** A horizontal move of at least this many CSS pixels is a swipe. */
export const SWIPE_DISTANCE = 40;

/** Next index, wrapping around both ends. */
export const stepIndex = (index: number, step: number, total: number): number => (total === 0 ? 0 : (index + step + total) % total);

interface ViewerProps extends PhotoGalleryProps {
  index: number;
  onIndexChange: (index: number) => void;
  /** The first photo of the page is its largest image: loaded first, not lazily. */
  priority: boolean;
  kind: 'hotelMain' | 'offerMain';
}

/** One photo with previous/next buttons, a counter, arrow keys and swipe. */
function PhotoViewer({ hotelName, photos, index, onIndexChange, priority, kind }: ViewerProps) {
  const { t } = useTranslation('hotel');
  const swipeStart = useRef<number | null>(null);
  const total = photos.length;
  const go = (step: number): void => onIndexChange(stepIndex(index, step, total));
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'Home') onIndexChange(0);
    else if (event.key === 'End') onIndexChange(total - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent): void => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent): void => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_DISTANCE) go(distance < 0 ? 1 : -1);
  };
  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys and swipe mirror the buttons inside
    <div className="hotel-gallery__viewer" onKeyDown={onKeyDown} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
      <div className="hotel-gallery__photo" data-testid="gallery-photo" data-index={index}>
        <HotelImage
          photo={photos[index]}
          alt={t('gallery.alt', { hotel: hotelName, index: index + 1, total })}
          kind={kind}
          sizes={kind === 'hotelMain' ? '(min-width: 1024px) 853px, 100vw' : '(min-width: 768px) 589px, 100vw'}
          priority={priority && index === 0}
          service="hotel"
        />
      </div>
      {total > 1 ? (
        <div className="hotel-gallery__controls">
          <button type="button" onClick={() => go(-1)} aria-label={t('gallery.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <output className="hotel-gallery__counter" aria-live="polite" data-testid="gallery-counter">
            {t('gallery.counter', { current: index + 1, total })}
          </output>
          <button type="button" onClick={() => go(1)} aria-label={t('gallery.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The hotel's photos: the first large (the page's LCP image), arrows, counter, keyboard and swipe;
 * 'Pokaż wszystkie zdjęcia' opens them in a dialog with thumbnails.
 */
export function PhotoGallery({ hotelName, photos }: PhotoGalleryProps) {
  const { t } = useTranslation('hotel');
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const hintId = useId();
  if (photos.length === 0) return <p className="hotel-gallery__empty">{t('gallery.empty')}</p>;
  return (
    <section className="hotel-gallery" aria-label={t('gallery.label', { hotel: hotelName })} aria-describedby={hintId}>
      <p id={hintId} className="hotel-gallery__hint">
        {t('gallery.hint')}
      </p>
      <PhotoViewer hotelName={hotelName} photos={photos} index={index} onIndexChange={setIndex} priority kind="hotelMain" />
      <button type="button" className="hotel-gallery__open" onClick={() => setOpen(true)}>
        {t('gallery.open', { count: photos.length })}
      </button>
      {open ? (
        <Dialog labelledBy={titleId} onClose={() => setOpen(false)} closeOnBackdrop className="hotel-gallery__dialog">
          <h2 id={titleId}>{t('gallery.dialog', { hotel: hotelName })}</h2>
          <PhotoViewer hotelName={hotelName} photos={photos} index={index} onIndexChange={setIndex} priority={false} kind="offerMain" />
          <ul className="hotel-gallery__thumbs" aria-label={t('gallery.thumbnails')}>
            {photos.map((photo, i) => (
              <li key={photo}>
                <button
                  type="button"
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={t('gallery.thumbnail', { index: i + 1 })}
                  onClick={() => setIndex(i)}
                >
                  <HotelImage photo={photo} alt="" kind="thumb" service="hotel" />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setOpen(false)}>
            {t('gallery.close')}
          </button>
        </Dialog>
      ) : null}
    </section>
  );
}
