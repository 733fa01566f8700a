export { MyBookings } from './my-bookings';
export { Booking } from './booking';
