/** Languages the contact centre answers in; their numbers live in `contact.json` under `lines`. */
export const CONTACT_LANGUAGES = ['pl', 'en', 'de', 'uk'] as const;
export type ContactLanguage = (typeof CONTACT_LANGUAGES)[number];

export function toContactLanguage(language: string): ContactLanguage {
  return (CONTACT_LANGUAGES as readonly string[]).includes(language) ? (language as ContactLanguage) : 'pl';
}
