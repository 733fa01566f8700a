import { useMutation } from '@tanstack/react-query';
import { ApiError, apiMutationOptions, type ApiClient } from '@travel/api-client';
import { useTranslation } from '@travel/i18n';
import { Button, ErrorMessage } from '@travel/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { shellApiClient } from '../api-errors/shell-api-client';
import { useUiStore } from '../../store/ui-store';
import { safeNext } from './safe-next';

const loadSignInBody = async () => (await import('@travel/contracts/api/auth')).signInBody;

export interface SignInPageProps {
  client?: ApiClient;
  /** Opens the page signed in (a full load: the shell asks for the user again, staff remotes register). */
  navigate?: (url: string) => void;
}

type Problem = { key: 'invalidCredentials' | 'invalidEmail' | 'missingPassword' | 'failed' } | { key: 'tooManyAttempts'; minutes: number };

/** What the visitor is told about a failed sign-in. */
function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError)) return { key: 'failed' };
  if (error.status === 401) return { key: 'invalidCredentials' };
  if (error.status === 400) return { key: 'invalidEmail' };
  if (error.status === 429) {
    const seconds = Number((error.body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds);
    return { key: 'tooManyAttempts', minutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1 };
  }
  return { key: 'failed' };
}

/** The fields a problem is about, marked invalid and described by the message. */
function fieldsOf(problem: Problem | null): { email: boolean; password: boolean } {
  const key = problem?.key;
  return {
    email: key === 'invalidEmail' || key === 'invalidCredentials',
    password: key === 'missingPassword' || key === 'invalidCredentials',
  };
}

/**
 * `/logowanie/`: staff sign-in in the shell's look. On success the browser opens `next` (a path of
 * this site) with a full load. Expected refusals (wrong password, throttling) are shown here and
 * not reported as API errors.
 */
export function SignInPage({ client = shellApiClient, navigate = (url) => window.location.assign(url) }: SignInPageProps) {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const user = useUiStore((s) => s.userInfo);
  const [problem, setProblem] = useState<Problem | null>(null);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  const signIn = useMutation({
    ...apiMutationOptions(client, 'authSignIn'),
    meta: { expectedApiErrors: [400, 401, 429] },
    onSuccess: () => navigate(next),
    onError: (error) => setProblem(problemOf(error)),
  });

  useEffect(() => {
    // Screen-reader and keyboard users land on the message (it is also an alert).
    if (problem !== null) errorRef.current?.focus();
  }, [problem]);

  useEffect(() => {
    // The form's schema comes with zod (~30 KB brotli), which no first paint loads: fetched once
    // the page is up, so a submit does not wait for it (docs/adr/0192-first-load-budget.md).
    void loadSignInBody().catch(() => undefined);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let signInBody: Awaited<ReturnType<typeof loadSignInBody>>;
    try {
      signInBody = await loadSignInBody();
    } catch (error) {
      setProblem(problemOf(error));
      return;
    }
    const parsed = signInBody.safeParse({ email: form.get('email'), password: form.get('password') });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0];
      // A password longer than any account may have (a paste gone wrong) is typed, not missing: it
      // gets the answer of a wrong password, which it is.
      setProblem({ key: field === 'password' ? (issue?.code === 'too_big' ? 'invalidCredentials' : 'missingPassword') : 'invalidEmail' });
      return;
    }
    setProblem(null);
    signIn.mutate({ body: parsed.data });
  };

  const invalid = fieldsOf(problem);
  const fieldState = (isInvalid: boolean) => (isInvalid ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});

  return (
    <section className="tr-sign-in" aria-labelledby={`${emailId}-title`} data-testid="sign-in-page">
      <h1 id={`${emailId}-title`}>{t('signInPage.title')}</h1>
      {user ? (
        <p data-testid="sign-in-signed-in">
          {t('signInPage.signedInAs', { name: user.name ?? user.email })} <Link to={next}>{t('signInPage.backLink')}</Link>
        </p>
      ) : (
        <p>{t('signInPage.intro')}</p>
      )}
      {problem ? (
        <div ref={errorRef} id={errorId} tabIndex={-1} className="tr-sign-in__error">
          <ErrorMessage title={t('signInPage.errorTitle')} data-testid="sign-in-error">
            {problem.key === 'tooManyAttempts'
              ? t('signInPage.tooManyAttempts', { count: problem.minutes })
              : t(`signInPage.${problem.key}`)}
          </ErrorMessage>
        </div>
      ) : null}
      <form className="tr-sign-in__form" method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={emailId}>{t('signInPage.email')}</label>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="username"
          required
          inputMode="email"
          spellCheck={false}
          {...fieldState(invalid.email)}
        />
        <label htmlFor={passwordId}>{t('signInPage.password')}</label>
        <input id={passwordId} name="password" type="password" autoComplete="current-password" required {...fieldState(invalid.password)} />
        <Button type="submit" disabled={signIn.isPending} aria-busy={signIn.isPending}>
          {signIn.isPending ? t('signInPage.submitting') : t('signInPage.submit')}
        </Button>
      </form>
    </section>
  );
}
