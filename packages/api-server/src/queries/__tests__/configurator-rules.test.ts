import { calendar, configure, type HotelOffer } from '../configurator';

// The configurator's rules on hand-made offers of one hotel (the API tests run them on the seed).

let nextId = 1;
const offer = (o: Partial<HotelOffer>): HotelOffer => {
  const id = nextId++;
  return {
    id,
    hash: `h${id}`,
    dep: '2027-06-10',
    duration_days: 8,
    departure_city: 'warszawa',
    board: 'all-inclusive',
    room_code: 'DBL',
    tour_operator: 'itaka',
    price_adult: 300_000,
    price_child: 150_000,
    price_infant: 20_000,
    places_left: 9,
    ...o,
  };
};
const couple = { adults: 2, children: [] };

describe('configure', () => {
  it('matches the cheapest offer of the full choice for the party, and prices each option with the other choices kept', () => {
    const offers = [
      offer({ price_adult: 310_000 }),
      offer({ price_adult: 290_000 }),
      offer({ board: 'hb', price_adult: 250_000 }),
      offer({ board: 'hb', room_code: 'FAM', price_adult: 200_000 }),
    ];
    const out = configure(offers, { departureDate: '2027-06-10', board: 'all-inclusive', roomCode: 'DBL' }, couple);
    expect(out.selected?.offer.price_adult).toBe(290_000);
    expect(out.selected?.total).toBe(580_000);
    expect(out.options.boards).toEqual([
      { value: 'all-inclusive', priceFrom: 2900, priceTotalFrom: 5800, available: true },
      { value: 'hb', priceFrom: 2500, priceTotalFrom: 5000, available: true },
    ]);
    // FAM exists only with hb: not available with all-inclusive chosen.
    expect(out.options.rooms.find((r) => r.value === 'FAM')).toMatchObject({ available: false, priceFrom: null });
    expect(out.alternatives).toEqual([]);
  });

  it('needs seats for adults and children but not for infants (under one on the departure day)', () => {
    const offers = [offer({ places_left: 3 })];
    const baby = { adults: 2, children: ['2027-01-01'] };
    expect(configure(offers, {}, baby).selected?.party).toEqual({ adults: 2, children: 0, infants: 1 });
    expect(configure(offers, {}, { adults: 2, children: ['2026-01-01', '2020-01-01'] }).selected).toBeUndefined();
  });

  it('offers the nearest dates first, then rooms and boards, when the combination does not exist', () => {
    const offers = [
      offer({ dep: '2027-06-01', price_adult: 100_000 }),
      offer({ dep: '2027-06-13' }),
      offer({ dep: '2027-06-08', price_adult: 400_000 }),
      offer({ dep: '2027-06-10', room_code: 'FAM' }),
      offer({ dep: '2027-06-10', board: 'hb' }),
      offer({ dep: '2027-06-10', duration_days: 11 }),
      offer({ dep: '2027-06-10', duration_days: 15 }),
    ];
    const choice = { departureDate: '2027-06-10', durationDays: 8, board: 'all-inclusive', roomCode: 'DBL', departureCity: 'warszawa' };
    const out = configure(offers, choice, couple);
    expect(out.selected).toBeUndefined();
    expect(out.alternatives.map((a) => [a.change, a.priced.offer.dep, a.priced.offer.duration_days])).toEqual([
      ['departureDate', '2027-06-08', 8],
      ['departureDate', '2027-06-13', 8],
      ['departureDate', '2027-06-01', 8],
      ['roomCode', '2027-06-10', 8],
      ['board', '2027-06-10', 8],
      ['durationDays', '2027-06-10', 11],
      ['durationDays', '2027-06-10', 15],
    ]);
  });

  it('falls back to the days nearest to the asked one when no single change helps', () => {
    const offers = [
      offer({ dep: '2027-07-01', board: 'hb', room_code: 'FAM' }),
      offer({ dep: '2027-06-20', board: 'hb', room_code: 'FAM' }),
    ];
    const out = configure(offers, { departureDate: '2027-06-10', board: 'all-inclusive', roomCode: 'DBL' }, couple);
    expect(out.alternatives.map((a) => [a.change, a.priced.offer.dep])).toEqual([
      ['several', '2027-06-20'],
      ['several', '2027-07-01'],
    ]);
  });
});

describe('calendar', () => {
  it('keeps the cheapest offer per day for the party and the lowest price per month', () => {
    const offers = [
      offer({ dep: '2027-06-10', price_adult: 300_000 }),
      offer({ dep: '2027-06-10', price_adult: 280_000 }),
      offer({ dep: '2027-06-12', price_adult: 350_000 }),
      offer({ dep: '2027-07-02', price_adult: 500_000 }),
      offer({ dep: '2027-06-11', board: 'hb', price_adult: 100_000 }),
    ];
    const cal = calendar(offers, { board: 'all-inclusive' }, couple, '2027-06', '2026-11-22');
    expect(cal.days.map((d) => [d.date, d.pricePerPerson, d.priceTotal])).toEqual([
      ['2027-06-10', 2800, 5600],
      ['2027-06-12', 3500, 7000],
    ]);
    expect(cal.months).toEqual([
      { month: '2027-06', priceFrom: 2800, priceTotalFrom: 5600 },
      { month: '2027-07', priceFrom: 5000, priceTotalFrom: 10000 },
    ]);
    expect(cal.cheapest?.date).toBe('2027-06-10');
    // The hb day is not priced beside the all-inclusive ones: it is a day of other choices.
    expect(cal.otherDays.map((d) => [d.date, d.board, d.changes])).toEqual([['2027-06-11', 'hb', ['board']]]);
  });

  it('prices only the current city and length; a day with other choices names the offer changing fewest of them', () => {
    const choice = { departureCity: 'radom', durationDays: 8 };
    const offers = [
      offer({ dep: '2027-06-10', departure_city: 'radom', price_adult: 300_000 }),
      // Cheaper, but from another airport and shorter: never in the Radom, 8-day prices.
      offer({ dep: '2027-06-10', departure_city: 'krakow', duration_days: 4, price_adult: 100_000 }),
      // Only from Kraków: the one changing the city alone wins over a cheaper one changing two choices.
      offer({ dep: '2027-06-14', departure_city: 'krakow', price_adult: 320_000, tour_operator: 'tui' }),
      offer({ dep: '2027-06-14', departure_city: 'katowice', duration_days: 4, price_adult: 90_000 }),
      // A month with offers only under other choices can still be reached.
      offer({ dep: '2027-08-01', departure_city: 'gdansk', price_adult: 200_000 }),
    ];
    const cal = calendar(offers, choice, couple, '2027-06', '2026-11-22');
    expect(cal.days.map((d) => [d.date, d.pricePerPerson, d.departureCity, d.durationDays])).toEqual([['2027-06-10', 3000, 'radom', 8]]);
    expect(cal.otherDays).toEqual([
      expect.objectContaining({
        date: '2027-06-14',
        departureCity: 'krakow',
        durationDays: 8,
        tourOperator: 'tui',
        changes: ['departureCity'],
      }),
    ]);
    expect(cal.months).toEqual([
      { month: '2027-06', priceFrom: 3000, priceTotalFrom: 6000 },
      { month: '2027-08', priceFrom: null, priceTotalFrom: null },
    ]);
    // Without a month asked for: the first month with prices under the choices.
    expect(calendar(offers, choice, couple, undefined, '2026-11-22').month).toBe('2027-06');
    expect(calendar(offers, { departureCity: 'wroclaw' }, couple, undefined, '2026-11-22')).toMatchObject({ month: '2027-06', days: [] });
  });

  it("with the operator on screen, prices only that operator's days, and only where the configurator would show its offer", () => {
    const choice = { departureCity: 'radom', tourOperator: 'itaka' };
    const offers = [
      offer({ dep: '2027-06-10', departure_city: 'radom', price_adult: 300_000 }),
      // Another operator on the Radom day, dearer: the Itaka offer stays the day's price.
      offer({ dep: '2027-06-10', departure_city: 'radom', price_adult: 310_000, tour_operator: 'tui' }),
      // Only TUI from Radom: a day of another operator.
      offer({ dep: '2027-06-12', departure_city: 'radom', price_adult: 250_000, tour_operator: 'tui' }),
      // Itaka from Radom, but TUI is cheaper with the same choices: taking the date would show
      // TUI's offer, so the day is TUI's, with the operator change said.
      offer({ dep: '2027-06-14', departure_city: 'radom', price_adult: 330_000 }),
      offer({ dep: '2027-06-14', departure_city: 'radom', price_adult: 320_000, tour_operator: 'tui' }),
      // Itaka only from Kraków, where a cheaper TUI offer with the same choices exists: the TUI one
      // is what the configurator would show after the change, so it is the day's offer.
      offer({ dep: '2027-06-16', departure_city: 'krakow', price_adult: 280_000 }),
      offer({ dep: '2027-06-16', departure_city: 'krakow', price_adult: 270_000, tour_operator: 'rainbow' }),
    ];
    const cal = calendar(offers, choice, couple, '2027-06', '2026-11-22');
    expect(cal.days.map((d) => [d.date, d.pricePerPerson, d.tourOperator])).toEqual([['2027-06-10', 3000, 'itaka']]);
    expect(cal.otherDays.map((d) => [d.date, d.pricePerPerson, d.tourOperator, d.changes])).toEqual([
      ['2027-06-12', 2500, 'tui', ['tourOperator']],
      ['2027-06-14', 3200, 'tui', ['tourOperator']],
      ['2027-06-16', 2700, 'rainbow', ['departureCity', 'tourOperator']],
    ]);
    expect(cal.months).toEqual([{ month: '2027-06', priceFrom: 3000, priceTotalFrom: 6000 }]);
    // Without an operator: the cheapest of any operator, as before.
    const any = calendar(offers, { departureCity: 'radom' }, couple, '2027-06', '2026-11-22');
    expect(any.days.map((d) => [d.date, d.tourOperator])).toEqual([
      ['2027-06-10', 'itaka'],
      ['2027-06-12', 'tui'],
      ['2027-06-14', 'tui'],
    ]);
    expect(any.otherDays.map((d) => [d.date, d.tourOperator, d.changes])).toEqual([['2027-06-16', 'rainbow', ['departureCity']]]);
  });

  it('prices a child who is 18 on a later departure day as an adult on that day', () => {
    const offers = [offer({ dep: '2027-06-10' }), offer({ dep: '2027-06-20' })];
    const cal = calendar(offers, {}, { adults: 1, children: ['2009-06-15'] }, '2027-06', '2026-11-22');
    expect(cal.days.map((d) => [d.date, d.priceTotal])).toEqual([
      ['2027-06-10', 4500],
      ['2027-06-20', 6000],
    ]);
  });
});
