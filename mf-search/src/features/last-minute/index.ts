export { LastMinuteSection, LAST_MINUTE_TEASER_LIMIT, type LastMinuteSectionProps } from './last-minute-section';
export { lastMinuteQueryOptions } from './api/use-last-minute';
