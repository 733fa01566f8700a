/**
 * Set on `<html>` by the shell once the page's own part has hydrated (a server-rendered page) or
 * rendered (one drawn in the browser), and the browser went idle after it: from then on the page
 * answers clicks and changes. Browser tests wait for it before they interact, unless they test the
 * page before hydration (docs/adr/0217-journey-page-checks.md).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks a page's waiting state (its own data still to come from the browser) in markup the site
 * server drew: such a first paint is a frame, not the page, so the shell treats it like a page the
 * browser draws when the page is reloaded (its scroll position is not restored onto the short
 * waiting state: docs/adr/0334-order-steps-drawn-by-the-server.md).
 */
export const PAGE_PENDING_ATTRIBUTE = 'data-page-pending';
