/**
 * Analytics events of docs/product/shell-and-ui.md (view item, list, cart, checkout, purchase, forms, newsletter,
 * favourites), in the shape of the GA4 recommended events that a tag manager reads from
 * `window.dataLayer`. A remote emits one on the event bus (`analytics:event`); the shell checks it
 * against these schemas and pushes it only after the visitor accepted all cookies (ADR 0182).
 * No personal data: ids of offers, hotels and orders, never names, e-mails or phone numbers.
 */
import { z } from 'zod';

import { ANALYTICS_CURRENCY } from './analytics-items';
import { orderTrackingStepSchema } from './api/order-model';

export { ANALYTICS_CURRENCY, offerAnalyticsItem } from './analytics-items';

/** One offer as analytics sees it: `item_id` is the offer code (or the hotel slug on a hotel page). */
export const analyticsItemSchema = z.object({
  item_id: z.string().min(1),
  item_name: z.string().min(1),
  /** Complete price per adult, in złoty (not grosze). */
  price: z.number().nonnegative().optional(),
  quantity: z.number().int().positive().optional(),
  item_category: z.string().min(1).optional(),
  /** The destination, e.g. `grecja/kreta`. */
  item_category2: z.string().min(1).optional(),
  item_brand: z.string().min(1).optional(),
  index: z.number().int().nonnegative().optional(),
});
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>;

const ecommerce = z.object({
  currency: z.literal(ANALYTICS_CURRENCY),
  value: z.number().nonnegative(),
  items: z.array(analyticsItemSchema).min(1),
});

/** The form names of docs/product/api-catalogue.md (marketing calls and the contact form). */
export const ANALYTICS_FORMS = ['contact', 'franchise', 'mice', 'dsa', 'review'] as const;

export const analyticsEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('view_item'), ecommerce }),
  z.object({
    event: z.literal('view_item_list'),
    ecommerce: z.object({ item_list_id: z.string().min(1), item_list_name: z.string().min(1), items: z.array(analyticsItemSchema).min(1) }),
  }),
  z.object({ event: z.literal('add_to_cart'), ecommerce }),
  z.object({ event: z.literal('begin_checkout'), ecommerce }),
  /** An order's tracking step (docs/adr/0263-order-tracking-steps-and-enumerations.md), one per step and order. */
  z.object({ event: z.literal('checkout_progress'), checkout_step: orderTrackingStepSchema, ecommerce }),
  z.object({
    event: z.literal('purchase'),
    ecommerce: ecommerce.extend({ transaction_id: z.string().min(1) }),
  }),
  z.object({ event: z.literal('form_submit'), form_name: z.enum(ANALYTICS_FORMS) }),
  z.object({ event: z.literal('newsletter_signup'), newsletter_lists: z.array(z.string().min(1)).min(1) }),
  z.object({ event: z.literal('add_to_wishlist'), ecommerce }),
  z.object({ event: z.literal('remove_from_wishlist'), ecommerce }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['event'];
