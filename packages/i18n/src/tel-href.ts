/** A phone number as written for people, as a `tel:` link: `+48 22 100 20 30` → `tel:+48221002030`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
