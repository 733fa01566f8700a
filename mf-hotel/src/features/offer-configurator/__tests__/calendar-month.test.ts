import { monthOf, monthWeeks } from '../calendar-month';

describe('monthWeeks', () => {
  it('starts the week on Monday and pads both ends with empty cells', () => {
    // 1 January 2027 is a Friday.
    const weeks = monthWeeks('2027-01');
    expect(weeks[0]).toEqual([null, null, null, null, '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(weeks.at(-1)).toEqual(['2027-01-25', '2027-01-26', '2027-01-27', '2027-01-28', '2027-01-29', '2027-01-30', '2027-01-31']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('knows leap years and months that start on a Monday', () => {
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
    expect(monthWeeks('2027-02')[0]?.[0]).toBe('2027-02-01');
    expect(monthOf('2027-02-14')).toBe('2027-02');
  });
});
