import { useTranslation } from '@travel/i18n';
import { Button } from '@travel/ui';
import type { FormProblem } from './submit-problem';

export interface FormFooterProps {
  /** The last failed submit; a problem of the whole form (not of a field) is shown here. */
  problem: FormProblem | null;
  busy: boolean;
  submitLabel: string;
}

/** The end of every content form: the bot-check note, a problem of the whole form, progress, submit. */
export function FormFooter({ problem, busy, submitLabel }: FormFooterProps) {
  const { t } = useTranslation('contact');
  return (
    <>
      <p className="content-form__note">{t('forms.botCheckNote')}</p>
      {problem && 'form' in problem ? (
        <p role="alert" className="tr-field__error">
          {t(`forms.${problem.form}`)}
        </p>
      ) : null}
      {busy ? <output className="content-form__progress">{t('forms.sending')}</output> : null}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
