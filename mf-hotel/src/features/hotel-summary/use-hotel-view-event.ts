import { ANALYTICS_CURRENCY } from '@travel/contracts/analytics-items';
import type { HotelDetail } from '@travel/contracts/api/hotels';
import { useAnalyticsView } from '@travel/ui';

/** view_item of the hotel page (docs/product/shell-and-ui.md), once per hotel: the hotel slug and its lowest per-adult price. */
export function useHotelViewEvent(hotel: Pick<HotelDetail, 'slug' | 'name' | 'priceFrom' | 'location'>): void {
  useAnalyticsView(hotel.slug, () => ({
    event: 'view_item',
    ecommerce: {
      currency: ANALYTICS_CURRENCY,
      value: hotel.priceFrom ?? 0,
      items: [
        {
          item_id: hotel.slug,
          item_name: hotel.name,
          ...(hotel.priceFrom === null ? {} : { price: hotel.priceFrom }),
          ...(hotel.location.path === '' ? {} : { item_category2: hotel.location.path }),
        },
      ],
    },
  }));
}
