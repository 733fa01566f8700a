/**
 * Set on `<html>` by the shell each time its build-id check decided about a location
 * (docs/product/shell-and-ui.md, "build id"): `BUILD_ID_DECISION_ATTRIBUTE` holds the decision and
 * `BUILD_ID_DECIDED_PATH_ATTRIBUTE` the pathname it was made for. Browser tests wait for the pair
 * instead of waiting a while to see that nothing happened (docs/adr/0310-build-id-decision-marker.md).
 */
export const BUILD_ID_DECISION_ATTRIBUTE = 'data-build-id-decision';
export const BUILD_ID_DECIDED_PATH_ATTRIBUTE = 'data-build-id-decided-path';

/**
 * - `current`: the server serves the running build (or the one this tab already reloaded for);
 * - `reload`: a new build; the page is being reloaded onto the location;
 * - `deferred`: a new build found on page start; the next navigation reloads;
 * - `notice`: a new build inside the order flow; the visitor was told, no reload;
 * - `stay`: a new build inside the order flow, the visitor already told; no reload;
 * - `failed`: the build id could not be fetched; nothing changes.
 */
export type BuildIdDecision = 'current' | 'reload' | 'deferred' | 'notice' | 'stay' | 'failed';
