/** One entry of a reference list: the slug used in addresses and requests, its Polish label, an alias. */
export interface ReferenceEntry<Slug extends string = string> {
  readonly slug: Slug;
  readonly label: string;
  readonly alias: string | null;
}

export function entry<Slug extends string>(slug: Slug, label: string, alias: string | null = null): ReferenceEntry<Slug> {
  return { slug, label, alias };
}

/** A lookup over a list's slugs; reference values in the address must be one of them. */
export function slugSet<Slug extends string>(list: readonly ReferenceEntry<Slug>[]): ReadonlySet<string> {
  return new Set(list.map((item) => item.slug));
}

const DIACRITICS: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
  á: 'a',
  é: 'e',
  í: 'i',
  ö: 'o',
  ü: 'u',
  ß: 'ss',
};

/** Polish label to an address slug: lower case, no diacritics, words joined with '-'. */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/[ąćęłńóśźżáéíöüß]/g, (char) => DIACRITICS[char] ?? char)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
