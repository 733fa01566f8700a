import { useState, type FormEvent } from 'react';
import { solveBotToken } from '@travel/api-client/bot-token';
import type { BotAction } from '@travel/contracts/api/marketing';
import { fieldErrors } from '@travel/contracts/api/order-validation';
import type { FormState } from '@travel/ui';
import { submitProblemOf, type FormProblem } from './submit-problem';

/** The form's values as the contract parsed them (zod's `safeParse`). */
export type ParsedFields<Data> = { success: true; data: Data } | { success: false; error: Parameters<typeof fieldErrors>[0] };

export interface BotCheckedSubmitOptions<Data> {
  form: FormState;
  /** The form's values as they stand: a field's refusal by the API holds only while its value is the one sent. */
  values: Readonly<Record<string, unknown>>;
  parsed: ParsedFields<Data>;
  /** The bot-protection action the token is solved for (ADR 0181). */
  action: BotAction;
  /** Sends the parsed values with the token (the form's mutation). */
  send: (data: Data, botToken: string) => Promise<unknown>;
  /** After the API accepted them (the form's analytics event). */
  onSent: (data: Data) => void;
}

export interface BotCheckedSubmit {
  /** Each field's error code: the contract's, or the one the API answered for it. */
  errors: Record<string, string>;
  /** What refused the last submission, for the form's footer. */
  problem: FormProblem | null;
  /** True while the bot-protection token is being solved. */
  solving: boolean;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * The submission of a public content form (newsletter, enquiries): invalid values show every error
 * (`form.submitFailed()`); valid ones get a bot-protection token, are sent, and the form reports
 * them sent; a refusal becomes a field's error or a problem of the whole form (`submitProblemOf`).
 */
export function useBotCheckedSubmit<Data>({ form, values, parsed, action, send, onSent }: BotCheckedSubmitOptions<Data>): BotCheckedSubmit {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const [solving, setSolving] = useState(false);
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  // Once the visitor changes the field the API refused, its message goes: the new value has not been refused.
  if (problem && 'field' in problem && errors[problem.field] === undefined && JSON.stringify(values[problem.field]) === refused)
    errors[problem.field] = problem.code;

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setProblem(null);
    if (!parsed.success) {
      form.submitFailed();
      return;
    }
    setSolving(true);
    try {
      const botToken = await solveBotToken(action);
      await send(parsed.data, botToken);
      onSent(parsed.data);
    } catch (error) {
      const found = submitProblemOf(error);
      setProblem(found);
      setRefused('field' in found ? JSON.stringify(values[found.field]) : undefined);
      if ('field' in found) form.submitFailed();
    } finally {
      setSolving(false);
    }
  };
  return { errors, problem, solving, submit };
}
