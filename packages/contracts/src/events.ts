/**
 * The typed event map of the cross-remote event bus (`@travel/event-bus`). Remotes never import the
 * shell or each other; they talk to the shell through these events. Shapes that also cross the
 * network (user info) are zod schemas (`./event-schemas`) so the shell parses the API answer with
 * the same type.
 */
import type { AnalyticsEvent } from './analytics';
import type { ToastInput, ToastLink, UserInfo } from './event-schemas';

// Zod-free: the event bus and the shell load this on every first paint; the schemas of the shapes
// that are parsed live in ./event-schemas (docs/adr/0192-first-load-budget.md).
export type { ToastInput, ToastLink, UserInfo };

/** Toast kinds (docs/product/shell-and-ui.md). */
export const TOAST_TYPES = ['info', 'warning', 'success', 'error'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const TOAST_POSITIONS = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

/** docs/product/shell-and-ui.md: toast default position bottom-center, timeout 5000 ms. */
export const TOAST_DEFAULT_POSITION: ToastPosition = 'bottom-center';
export const TOAST_DEFAULT_TIMEOUT_MS = 5000;

const nonEmptyString = (value: unknown): boolean => typeof value === 'string' && value.length > 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `toastInputSchema` (./event-schemas) as a plain check, for the shell's first paint, which loads
 * no zod; `__tests__/event-guards.test.ts` holds the two to the same answers.
 */
export function isToastInput(value: unknown): value is ToastInput {
  if (!isRecord(value) || !nonEmptyString(value['id']) || !nonEmptyString(value['message'])) return false;
  const { type, position, timeOut, module, link } = value;
  if (type !== undefined && !(TOAST_TYPES as readonly unknown[]).includes(type)) return false;
  if (position !== undefined && !(TOAST_POSITIONS as readonly unknown[]).includes(position)) return false;
  if (timeOut !== undefined && !(typeof timeOut === 'number' && Number.isSafeInteger(timeOut) && timeOut >= 0)) return false;
  if (module !== undefined && !nonEmptyString(module)) return false;
  return link === undefined || (isRecord(link) && nonEmptyString(link['href']) && nonEmptyString(link['title']));
}

/** A toast as the shell stores it: every field resolved (docs/product/shell-and-ui.md toast fields). */
export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  position: ToastPosition;
  timeOut: number;
  module: string | null;
  link: ToastLink | null;
}

/** The staff roles (docs/product/roles.md). */
export const USER_ROLES = ['ROLE_ADMIN', 'ROLE_AI_SEO', 'ROLE_USER'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Cookie names the shell reads on start (docs/product/shell-and-ui.md). */
export const AUTHCHECK_COOKIE = 'authcheck';
/**
 * Readable `1` beside the HttpOnly customer session ('Moje rezerwacje'), for as long as the session
 * may live: the page asks for the session's bookings only when it is set, like `authcheck`
 * (docs/adr/0242-after-the-booking.md). Here, not in `api/customer`, so a page reads it without zod.
 */
export const CUSTOMER_AUTHCHECK_COOKIE = 'customer_authcheck';
/**
 * Holds the id of the visitor's favourites list, set by the API's favourites calls. The id is the
 * key to the list, so it is HttpOnly: page scripts never see it.
 */
export const FAVORITES_COOKIE = 'favoritesId';
/**
 * The spec's "clipboard" cookie: a readable marker (`1`, no id) set beside the HttpOnly id, so the
 * shell knows on start whether a favourites count is worth fetching (docs/product/shell-and-ui.md).
 */
export const FAVORITES_MARKER_COOKIE = 'favorites';
/** The cookie-consent decision: `all` or `necessary`. */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
/** docs/product/shell-and-ui.md: cookie lifetime 30 days. */
export const COOKIE_LIFETIME_DAYS = 30;

/** Contact modal: which sales office's details it shows instead of the central contact. */
export interface ContactSalesOffice {
  id: string;
  name: string;
  phone?: string;
  email?: string;
  address?: string;
  openingHours?: string;
}

/** Search state as far as the shell and other remotes care: the canonical URL and the category. */
export interface SearchChanged {
  category: string;
  /** Path + `filtr` query of the listing, e.g. `/last-minute/egipt/?filtr=dorosli:2`. */
  url: string;
  /** Number of offers the search found, when known. */
  offerCount?: number;
}

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Clicking outside the dialog counts as cancel; off unless set. */
  cancelOnBackdrop?: boolean;
  /** Called once with the answer. */
  respond: (confirmed: boolean) => void;
}

/**
 * A failed API call (docs/product/errors.md): HTTP errors and unparsable answers, not cancellations or network
 * errors. `@travel/api-client` hands its `onError` hook this very type, so a client can emit it as
 * it is; the shell reports it and, off production, shows it as an error toast.
 */
export interface ApiErrorEvent {
  message: string;
  method: string;
  url: string;
  status: number;
  /** What was sent: query string and body. */
  request: { query: string; body: unknown };
  /** The page route at the time of the call. */
  route: string;
}

export interface EventMap {
  'toast:show': ToastInput;
  'toast:hide': { id: string };
  /** Without `module` clears every toast; with it only that module's. */
  'toast:clear': { module?: string };
  'favorites:count-changed': { count: number };
  /** `null` when signed out. */
  'user:info': UserInfo | null;
  'search:changed': SearchChanged;
  'order-flow:entered': { routeId: string };
  'order-flow:left': { routeId: string };
  /** `count` counts every page view of this tab since the shell started. */
  'page:view': { count: number; pathname: string; routeId: string | null };
  'contact-modal:open': { language?: string; salesOffice?: ContactSalesOffice };
  'confirm:request': ConfirmRequest;
  'api:error': ApiErrorEvent;
  /** docs/product/shell-and-ui.md analytics; the shell forwards it to `window.dataLayer` after cookie consent (`analytics.ts`). */
  'analytics:event': AnalyticsEvent;
}

export type EventName = keyof EventMap;

/**
 * Events that describe a current state rather than a moment: a subscriber that arrives late (a
 * remote mounting after the shell started) gets the last value at once.
 */
export const STATE_EVENTS = ['favorites:count-changed', 'user:info', 'search:changed', 'page:view'] as const satisfies readonly EventName[];
export type StateEventName = (typeof STATE_EVENTS)[number];

/** What each role may see (docs/product/roles.md). */
export interface RolePermissions {
  cmsLinks: boolean;
  debug: boolean;
  offerLayersDebug: boolean;
  seoDebug: boolean;
  hitOffersManagement: boolean;
  /** The queue of submitted hotel reviews: publish or reject (docs/adr/0185-hotel-reviews.md). */
  reviewModeration: boolean;
  /** Payments that need staff: captured but not booked, refunds, double payments (docs/adr/0200-payment-state-machine.md). */
  paymentAttention: boolean;
  hotelPoints: boolean;
  mdsLinks: boolean;
  /** Preparing an offer for a client from an offer page (docs/adr/0261-offer-for-client.md): the roles that sell. */
  offersForClients: boolean;
}

const NO_PERMISSIONS: RolePermissions = {
  cmsLinks: false,
  debug: false,
  offerLayersDebug: false,
  seoDebug: false,
  hitOffersManagement: false,
  reviewModeration: false,
  paymentAttention: false,
  hotelPoints: false,
  mdsLinks: false,
  offersForClients: false,
};

export const ROLE_PERMISSIONS: Record<UserRole, RolePermissions> = {
  ROLE_ADMIN: {
    cmsLinks: true,
    debug: true,
    offerLayersDebug: true,
    seoDebug: true,
    hitOffersManagement: true,
    reviewModeration: true,
    paymentAttention: true,
    hotelPoints: true,
    mdsLinks: true,
    offersForClients: true,
  },
  ROLE_AI_SEO: { ...NO_PERMISSIONS, seoDebug: true, mdsLinks: true },
  ROLE_USER: { ...NO_PERMISSIONS, mdsLinks: true, offersForClients: true },
};

/** The union of the permissions of every role the user has; nothing for a signed-out visitor. */
export function permissionsFor(user: Pick<UserInfo, 'roles'> | null): RolePermissions {
  const result = { ...NO_PERMISSIONS };
  for (const role of user?.roles ?? []) {
    for (const [key, allowed] of Object.entries(ROLE_PERMISSIONS[role]) as Array<[keyof RolePermissions, boolean]>) {
      if (allowed) result[key] = true;
    }
  }
  return result;
}
