import { LANDING_TYPES, type LandingType } from '../landing/landing-types';

export const UNKNOWN_CATEGORY_TYPE_WARNING = 'The specified type does not exist in the CategoryTypeEnum!';

/** docs/product/errors.md: an unknown category type logs a warning and yields false. */
export function isKnownCategoryType(type: string): type is LandingType {
  if ((LANDING_TYPES as readonly string[]).includes(type)) return true;
  console.warn(UNKNOWN_CATEGORY_TYPE_WARNING);
  return false;
}
