import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime's `preloadRemote` links a module's chunks as `rel="preload"`: for the
 * page on screen, to be used within seconds. A linked page's code is for a later navigation that
 * may never come, so Chromium warned for every one ("preloaded but not used", hundreds per
 * journey run). As `rel="prefetch"` it loads at idle priority into the HTTP cache, where the
 * runtime finds it when the page is opened (docs/adr/0217-journey-page-checks.md).
 */
export const PREFETCH_LINKS_PLUGIN: ModuleFederationRuntimePlugin = {
  name: 'travel-prefetch-links',
  createLink({ url, attrs, resourceContext }) {
    if (resourceContext?.initiator !== 'preloadRemote' || attrs?.['rel'] !== 'preload') return undefined;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    if (typeof attrs['as'] === 'string') link.as = attrs['as'];
    return link;
  },
};
