// Guest opinions of a hotel: summary, distribution, categories, sources, list, featured.
export { OpinionsSection, type OpinionsSectionProps } from './opinions-section';
export {
  opinionsSummaryQuery,
  opinionsListQuery,
  opinionsDescriptionQuery,
  opinionsFtQuery,
  opinionsHcQuery,
  OPINIONS_PAGE_SIZE,
} from './api/use-opinions';
