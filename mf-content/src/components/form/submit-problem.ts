import { ApiError } from '@travel/api-client';
import { MARKETING_FIELD_ERRORS, type MarketingFieldError } from '@travel/contracts/api/marketing';

export type FormProblem = { field: string; code: MarketingFieldError } | { form: 'botRefused' | 'rateLimited' | 'failed' };

/** What a refused submission means for the visitor: a field to fix, a bot check to redo, a wait, or a failure. */
export function submitProblemOf(error: unknown): FormProblem {
  if (error instanceof ApiError) {
    const body = (error.body ?? {}) as { parameter?: string; message?: string; code?: string };
    if (error.status === 403 && body.code?.startsWith('bot-check')) return { form: 'botRefused' };
    if (error.status === 429) return { form: 'rateLimited' };
    if (error.status === 400 && body.parameter && body.parameter !== 'botToken') {
      const code = MARKETING_FIELD_ERRORS.find((c) => body.message?.endsWith(`: ${c}`));
      if (code) return { field: body.parameter, code };
    }
    if (error.status === 400 && body.parameter === 'botToken') return { form: 'botRefused' };
  }
  if (error instanceof Error && error.message === 'bot-check not solved') return { form: 'botRefused' };
  return { form: 'failed' };
}
