// The hotel itself: the query of the page's address, its heading, summary and description.
export { useHotel, hotelBySlugQuery, isHotelMissing } from './api/use-hotel';
export { HotelHeading, type HotelHeadingProps } from './hotel-heading';
export { AttributeSummary, type AttributeSummaryProps } from './attribute-summary';
export { HotelDescription, type HotelDescriptionProps } from './hotel-description';
export { HotelStructuredData, hotelJsonLd, type HotelStructuredDataProps } from './hotel-structured-data';
export { useHotelViewEvent } from './use-hotel-view-event';
