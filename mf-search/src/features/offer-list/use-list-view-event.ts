import { offerAnalyticsItem } from '@travel/contracts/analytics-items';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { useAnalyticsView } from '@travel/ui';

export interface ListViewEventInput {
  /** The landing page's slug, e.g. `last-minute`. */
  listId: string;
  /** The heading the shopper reads. */
  listName: string;
  /** The page of results shown; `undefined` while loading or when it is a previous search's answer. */
  offers: readonly OfferListItem[] | undefined;
  /** The position of the first offer in the whole result (page × page size). */
  offset: number;
  /** Identifies one result page: the same page shown again is not a new view. */
  resultKey: string;
}

/** view_item_list of the listing (docs/product/shell-and-ui.md), once per page of results that has offers. */
export function useListViewEvent({ listId, listName, offers, offset, resultKey }: ListViewEventInput): void {
  useAnalyticsView(offers === undefined || offers.length === 0 ? null : resultKey, () =>
    offers === undefined || offers.length === 0
      ? null
      : {
          event: 'view_item_list',
          ecommerce: {
            item_list_id: listId,
            item_list_name: listName,
            items: offers.map((offer, index) => offerAnalyticsItem(offer, offset + index)),
          },
        },
  );
}
