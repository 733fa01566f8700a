export { LastMinuteSection, type LastMinuteSectionProps } from './last-minute-section';
