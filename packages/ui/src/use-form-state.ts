import { useCallback, useMemo, useState } from 'react';

/** When a form shows its errors (docs/product/validation-and-display.md). */
export interface FormState {
  /** Failed submits so far: the error summary shows from the first and takes the focus on each. */
  readonly attempt: number;
  /** Whether a field's error is shown: once the field was left, or after a failed submit. */
  showsErrorOf(field: string): boolean;
  /** The field was left (blur, or a choice made): its error shows from now on. */
  touch(field: string): void;
  /** A submit found errors (in the form or from the API): every error shows, the summary takes the focus. */
  submitFailed(): void;
}

/** The touched fields and the failed-submit counter every form of the shop keeps. */
export function useFormState(): FormState {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const touch = useCallback((field: string) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field))), []);
  const submitFailed = useCallback(() => setAttempt((n) => n + 1), []);
  return useMemo(
    () => ({ attempt, showsErrorOf: (field: string) => attempt > 0 || touched.has(field), touch, submitFailed }),
    [attempt, touched, touch, submitFailed],
  );
}
