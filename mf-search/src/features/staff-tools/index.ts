export { SeoDebug } from './components/seo-debug';
export { SeoRulesEditor } from './components/seo-rules-editor';
export { OfferLayersDebug } from './components/offer-layers-debug';
export { HitOfferAdmin } from './components/hit-offer-admin';
export { StaffToolsIndex, type StaffToolLink } from './components/staff-tools-index';
export { RemoteVersions } from './components/remote-versions';
