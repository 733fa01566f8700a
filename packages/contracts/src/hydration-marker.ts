/**
 * Set on `<html>` by the shell once the page's own part has hydrated (a server-rendered page) or
 * rendered (one drawn in the browser), and the browser went idle after it: from then on the page
 * answers clicks and changes. Browser tests wait for it before they interact, unless they test the
 * page before hydration (docs/adr/0217-journey-page-checks.md).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
