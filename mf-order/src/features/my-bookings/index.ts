export { MyBookings } from './my-bookings';
export { Booking, BookingNextSteps } from './booking';
