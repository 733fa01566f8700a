// The search calls' filter sets `bench:api` replays (scripts/bench.ts) and `scripts/search-cpu.ts`
// measures: the same 60 sets on every run.
import { Random } from '../src/seed/random';
import { addDays } from '../src/lib/dates';

/** The fixed filter sets a shopper produces, replayed identically on every run. */
export function filterSets(today: string): string[] {
  const rnd = new Random(99);
  const countries = [
    'egipt',
    'turcja',
    'grecja',
    'hiszpania',
    'tunezja',
    'bulgaria',
    'chorwacja',
    'tajlandia',
    'grecja/kreta',
    'grecja/rodos',
  ];
  const sets: string[] = [];
  for (let i = 0; i < 60; i++) {
    const parts: string[] = [];
    if (rnd.chance(0.6)) parts.push(`destinations=${rnd.pick(countries)}`);
    if (rnd.chance(0.35)) parts.push(`board=${rnd.pick(['all-inclusive', 'hb', 'bb'])}`);
    if (rnd.chance(0.4)) {
      const from = rnd.int(1, 120);
      parts.push(`departureDateFrom=${addDays(today, from)}&departureDateTo=${addDays(today, from + rnd.pick([7, 14, 30]))}`);
    }
    if (rnd.chance(0.3)) parts.push(`durationDays=${rnd.pick(['6,7', '9,13', '2,5'])}`);
    if (rnd.chance(0.25)) parts.push(`hotelStandard=${rnd.pick(['40,55', '50,55', '30,55'])}`);
    if (rnd.chance(0.2)) parts.push(`priceRange=${rnd.pick(['1,4000', '1,8000', '3000,12000'])}`);
    if (rnd.chance(0.2)) parts.push(`departureCity=${rnd.pick(['warszawa', 'katowice', 'krakow,katowice', 'gdansk'])}`);
    if (rnd.chance(0.15)) parts.push(`hotelAttributes=${rnd.pick(['darmowe-wifi', 'basen-odkryty', 'dla-dzieci,animacje'])}`);
    if (rnd.chance(0.2)) parts.push('transport=samolot');
    sets.push(parts.join('&'));
  }
  return sets;
}
