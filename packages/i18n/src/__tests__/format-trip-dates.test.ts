import { formatTripDates } from '../format-trip-dates';
import { fillTemplate, formatTripDates as serverFormatTripDates, POLISH_SOURCE_TEXTS } from '../source-texts';

// docs/product/page-metadata.md: the offer page's title and heading write a trip's dates alike.
describe('formatTripDates', () => {
  it('names the year once when the trip starts and ends in one year', () => {
    expect(formatTripDates('2027-07-05', '2027-07-12')).toEqual({ from: '5 lipca', to: '12 lipca 2027' });
    expect(formatTripDates('2027-03-28', '2027-04-04')).toEqual({ from: '28 marca', to: '4 kwietnia 2027' });
  });

  it('names both years when the trip crosses the new year', () => {
    expect(formatTripDates('2026-12-28', '2027-01-04')).toEqual({ from: '28 grudnia 2026', to: '4 stycznia 2027' });
  });

  it('reads the days in Warsaw: 23:30 UTC on 31 December is already the new year there', () => {
    expect(formatTripDates(new Date('2026-12-31T23:30:00Z'), '2027-01-07')).toEqual({ from: '1 stycznia', to: '7 stycznia 2027' });
  });

  it('logs an invalid date and writes nothing', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatTripDates('2027-02-31', '2027-03-07')).toEqual({ from: '', to: '' });
    expect(log).toHaveBeenCalledWith('Invalid date!');
    log.mockRestore();
  });

  it('is the one the servers fill the offer title with', () => {
    expect(serverFormatTripDates).toBe(formatTripDates);
    expect(
      fillTemplate(POLISH_SOURCE_TEXTS.offer.headingFor, { hotel: 'Hotel Sol', ...serverFormatTripDates('2027-07-05', '2027-07-12') }),
    ).toBe('Hotel Sol: oferta 5 lipca – 12 lipca 2027');
  });
});
