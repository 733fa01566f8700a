import type { i18n as I18nInstance, Resource, ResourceLanguage } from 'i18next';
import common from '../locales/pl/common.json';
import contact from '../locales/pl/contact.json';
import error from '../locales/pl/error.json';
import { createI18n } from './init-i18n';

/**
 * An initialised instance holding the real Polish `common`, `error` and `contact` texts plus any
 * namespaces a test adds, for `<I18nextProvider i18n={…}>` in component tests. Nothing is fetched.
 */
export function createTestI18n(extra: ResourceLanguage = {}): Promise<I18nInstance> {
  const resources: Resource = { pl: { common, error, contact, ...extra } };
  return createI18n({ resources });
}
