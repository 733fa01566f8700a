import type { FormFieldClassNames } from '@travel/ui';

/** The parts of a form field as the content remote's stylesheet (content-pages.css) names them. */
export const CONTENT_FIELD_CLASSES: FormFieldClassNames = {
  field: 'content-form__field',
  invalid: 'content-form__field--error',
  marker: 'content-form__marker',
  hint: 'content-form__hint',
  error: 'content-form__error',
};
