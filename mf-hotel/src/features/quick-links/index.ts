// Links out of the hotel page: the country's listings and resorts to discover.
export { QuickLinks, type QuickLinksProps } from './quick-links';
