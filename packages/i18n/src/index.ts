// Placeholder owned by the shell-services work: replaced by the real chained-backend setup.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const i18n = i18next;
export { useTranslation, Trans } from 'react-i18next';

export async function initI18n(): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ lng: 'pl', fallbackLng: 'pl', ns: ['common'], defaultNS: 'common', resources: {} });
  }
  return i18next;
}
