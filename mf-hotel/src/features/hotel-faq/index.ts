// The hotel's questions and answers, as an accessible disclosure list.
export { HotelFaq, type HotelFaqProps } from './hotel-faq';
export { hotelFaqQuery } from './api/use-hotel-faq';
