import { describeOpinions } from '../opinion-description';

const ratings = { beach: 5.6, pool: 5.2, gastronomy: 4.9, entertainment_and_sport: 3.8 };

describe('the hotel opinions sentence', () => {
  it.each([
    [1, 'Goście (1 opinia)'],
    [4, 'Goście (4 opinie)'],
    [5, 'Goście (5 opinii)'],
    [12, 'Goście (12 opinii)'],
    [22, 'Goście (22 opinie)'],
  ])('counts %i opinions in Polish', (reviewCount, lead) => {
    expect(describeOpinions({ reviewCount, ratingValue: 5, categoryRatings: ratings })).toMatch(
      new RegExp(`^${lead.replace(/[()]/g, '\\$&')} `),
    );
  });

  it('names the two best categories and the weakest, all in the accusative', () => {
    expect(describeOpinions({ reviewCount: 4, ratingValue: 4.55, categoryRatings: ratings })).toBe(
      'Goście (4 opinie) oceniają hotel średnio na 4,6 w skali 1–6. Najwyżej cenią plażę i basen, najniżej oceniają rozrywkę i sport.',
    );
  });

  it('leaves out the weakest when there are only two categories, and the ranking when there are none', () => {
    expect(describeOpinions({ reviewCount: 2, ratingValue: 5, categoryRatings: { rooms: 5, pool: 4 } })).toBe(
      'Goście (2 opinie) oceniają hotel średnio na 5,0 w skali 1–6. Najwyżej cenią pokoje i basen.',
    );
    expect(describeOpinions({ reviewCount: 2, ratingValue: 5, categoryRatings: {} })).toBe(
      'Goście (2 opinie) oceniają hotel średnio na 5,0 w skali 1–6.',
    );
  });

  it('writes the average as the summary beside it does, one decimal even when whole (docs/product/validation-and-display.md)', () => {
    expect(describeOpinions({ reviewCount: 3, ratingValue: 6, categoryRatings: {} })).toBe(
      'Goście (3 opinie) oceniają hotel średnio na 6,0 w skali 1–6.',
    );
  });

  it('says so when there are no opinions', () => {
    expect(describeOpinions({ reviewCount: 0, ratingValue: null, categoryRatings: {} })).toBe('Ten hotel nie ma jeszcze opinii.');
  });
});
