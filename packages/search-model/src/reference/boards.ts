import { boardValues } from '@travel/contracts/api/reference-values';
import { entry, slugSet } from './reference-entry';

/** The API's board values (the contract's list), labelled below. */
export const BOARD_SLUGS = boardValues;
export type BoardSlug = (typeof BOARD_SLUGS)[number];

export const BOARDS = [
  entry<BoardSlug>('all-inclusive', 'All inclusive'),
  entry<BoardSlug>('obiad', 'Obiadokolacje'),
  entry<BoardSlug>('bb', 'Śniadania'),
  entry<BoardSlug>('hb', 'Śniadania i obiadokolacje'),
  entry<BoardSlug>('fb', 'Pełne wyżywienie'),
  entry<BoardSlug>('wlasne', 'Wyżywienie własne'),
  entry<BoardSlug>('wedlug-programu', 'Według programu'),
] as const;

export const BOARD_SLUG_SET = slugSet(BOARDS);
