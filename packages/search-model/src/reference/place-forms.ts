/**
 * The Polish forms of a place name that the shop's sentences need. A sentence never declines a name
 * itself: it takes one of these (docs/adr/0230-place-names-in-their-cases.md).
 */
export interface PlaceForms {
  /** Mianownik, the name as written on a map: 'Kraków', 'Katowice'. */
  readonly nominative: string;
  /** Dopełniacz, after 'z', 'do', 'od': 'Krakowa', 'Katowic'. */
  readonly genitive: string;
  /**
   * Miejscownik with its preposition, because the place decides between 'w', 'we' and 'na':
   * 'w Krakowie', 'we Wrocławiu', 'na Krecie'.
   */
  readonly locative: string;
}

const VOWELS = 'aąeęioóuy';

/**
 * 'z' or 'ze' before a genitive: 'ze' where the name starts with s, z, ś, ź or ż followed by a
 * consonant ('ze Szczecina', 'ze Świnoujścia', 'ze Zgorzelca'), 'z' otherwise ('z Sopotu').
 */
export function fromPreposition(genitive: string): 'z' | 'ze' {
  const [first = '', second = ''] = genitive.toLowerCase();
  return 'szśźż'.includes(first) && second !== '' && !VOWELS.includes(second) ? 'ze' : 'z';
}

/** 'z Warszawy', 'ze Szczecina', 'z Katowic': where a trip starts from. */
export function fromPlace(forms: Pick<PlaceForms, 'genitive'>): string {
  return `${fromPreposition(forms.genitive)} ${forms.genitive}`;
}

/**
 * Names Polish leaves undeclined (foreign names whose endings do not fit a declension): their
 * genitive and locative keep the nominative. Every other name must change in both cases.
 */
export const INDECLINABLE_PLACE_NAMES: ReadonlySet<string> = new Set([
  'Marsa Alam',
  'Sharm El Sheikh',
  'Makadi Bay',
  'Sousse',
  'Side',
  'Kemer',
  'Bodrum',
  'Marmaris',
  'Chersonissos',
  'Faliraki',
  'Lindos',
  'Korfu',
  'Zakynthos',
  'Kos',
  'Chalkidiki',
  'Costa Brava',
  'Costa del Sol',
  'Phuket',
  'Krabi',
  'Koh Samui',
  'Pafos',
  'Algarve',
  'Durrës',
  'Rodos',
  'Punta Cana',
  'Cancún',
]);
