import { entry, slugSet } from './reference-entry';

/** The 34 tour operators of the Polish market the shop sells; each also has a landing page. */
export const TOUR_OPERATORS = [
  entry('itaka', 'Itaka'),
  entry('tui', 'TUI'),
  entry('rainbow', 'Rainbow'),
  entry('coral-travel', 'Coral Travel'),
  entry('exim-tours', 'Exim Tours'),
  entry('grecos', 'Grecos'),
  entry('funclub', 'Funclub'),
  entry('otium', 'Otium'),
  entry('ecco-holiday', 'Ecco Holiday'),
  entry('wezyr-holidays', 'Wezyr Holidays'),
  entry('anex-tour', 'Anex Tour'),
  entry('join-up', 'Join UP!'),
  entry('sun-fun', 'Sun & Fun Holidays'),
  entry('alfa-star', 'Alfa Star'),
  entry('nekera', 'Nekera'),
  entry('prestige-tours', 'Prestige Tours'),
  entry('best-reisen', 'Best Reisen'),
  entry('triada', 'Triada'),
  entry('mazurkas-travel', 'Mazurkas Travel'),
  entry('scan-holiday', 'Scan Holiday'),
  entry('viva-club', 'Viva Club'),
  entry('logos-tour', 'Logos Tour'),
  entry('almatur', 'Almatur'),
  entry('oasis-tours', 'Oasis Tours'),
  entry('planet-escape', 'Planet Escape'),
  entry('fti', 'FTI'),
  entry('dertour', 'Dertour'),
  entry('alltours', 'alltours'),
  entry('neckermann', 'Neckermann'),
  entry('kompas', 'Kompas'),
  entry('juventur', 'Juventur'),
  entry('holiday-travel', 'Holiday Travel'),
  entry('sigma-travel', 'Sigma Travel'),
  entry('blue-travel', 'Blue Travel'),
] as const;

export type TourOperatorSlug = (typeof TOUR_OPERATORS)[number]['slug'];
export const TOUR_OPERATOR_SLUG_SET = slugSet(TOUR_OPERATORS);

const TOUR_OPERATOR_LABELS: ReadonlyMap<string, string> = new Map(TOUR_OPERATORS.map((operator) => [operator.slug, operator.label]));

/** The operator's name in its own spelling ('TUI', 'Join UP!', 'alltours'), never its slug. */
export function tourOperatorLabel(slug: string): string {
  return TOUR_OPERATOR_LABELS.get(slug) ?? slug;
}
