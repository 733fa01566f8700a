import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiMutationOptions, createApiClient, type ApiClient } from '@travel/api-client';
import { solveBotToken } from '@travel/api-client/bot-token';
import type { PriceAlertTarget } from '@travel/contracts/api/price-alerts';
import { useTranslation } from '@travel/i18n';
import { Button } from '@travel/ui';

const client = createApiClient();

/**
 * `ORDER_PATTERNS.email` of the contracts, which the server checks with; repeated here so the listing
 * and the offer page do not load the zod schemas (the API client loads them beside a request).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
/** `ORDER_PATTERNS.cyrillic`: the server refuses any text with Cyrillic letters (docs/product/validation-and-display.md). */
export const CYRILLIC_PATTERN = /\p{Script=Cyrillic}/u;

export interface PriceAlertFormProps {
  /** The offer, or the whole search as the listing asks for its offers (and its address). */
  target: PriceAlertTarget;
  /** Injected in tests. */
  api?: ApiClient;
  solve?: (api: ApiClient) => Promise<string>;
}

const solvePriceAlertToken = (api: ApiClient): Promise<string> => solveBotToken('price-alert', api);

type FieldErrors = Partial<Record<'email' | 'consent', string>>;

/**
 * The form behind "Powiadom mnie, gdy cena spadnie" (docs/product/price-alerts.md): e-mail and
 * consent; sent, it asks for the double opt-in and says so in a live region it focuses. Loaded only
 * when a shopper opens it, so the pages that offer it do not carry it on their first load.
 */
export function PriceAlertForm({ target, api = client, solve = solvePriceAlertToken }: PriceAlertFormProps) {
  const { t } = useTranslation('common');
  const ids = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // The answer belongs to the search or offer it was sent for: on a listing whose filters changed
  // since, the form is back for the new search.
  const targetKey = JSON.stringify(target);
  const [sent, setSent] = useState<{ readonly to: string; readonly targetKey: string } | null>(null);
  const sentTo = sent !== null && sent.targetKey === targetKey ? sent.to : null;
  const [solving, setSolving] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [keptHeight, setKeptHeight] = useState<number | null>(null);
  const subscribe = useMutation(apiMutationOptions(api, 'priceAlertSubscribe'));
  const sending = solving || subscribe.isPending;

  // Opened by the button: the first field takes the focus.
  useEffect(() => emailRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Not a disabled button while it sends: a disabled button drops the focus to the page, and a
    // refusal would leave a keyboard user at the top of it. A second press waits instead.
    if (sending) return;
    setProblem(null);
    const address = email.trim();
    const next: FieldErrors = {
      ...(address.length > 254 || !EMAIL_PATTERN.test(address) || CYRILLIC_PATTERN.test(address)
        ? { email: t('priceAlert.errors.email') }
        : {}),
      ...(consent ? {} : { consent: t('priceAlert.errors.consent') }),
    };
    if (next.email || next.consent) {
      setErrors(next);
      (next.email ? emailRef : consentRef).current?.focus();
      return;
    }
    setErrors({});
    try {
      setSolving(true);
      const botToken = await solve(api).finally(() => setSolving(false));
      await subscribe.mutateAsync({ body: { email: address, consent: true, target, botToken } });
      // The answer replaces the form in a box of the form's height: nothing below it moves.
      setKeptHeight(boxRef.current?.offsetHeight ?? null);
      setSent({ to: address, targetKey });
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { code?: string; parameter?: string } | null) : null;
      const code = body?.code;
      const status = error instanceof ApiError ? error.status : 0;
      // The server refused the address itself: said at the field, not as a failure to try again.
      if (status === 400 && body?.parameter === 'email') {
        setErrors({ email: t('priceAlert.errors.email') });
        emailRef.current?.focus();
        return;
      }
      setProblem(
        code === 'alert-departed'
          ? t('priceAlert.errors.departed')
          : status === 403
            ? t('priceAlert.errors.botCheck')
            : status === 429
              ? t('priceAlert.errors.tooMany')
              : t('priceAlert.errors.failed'),
      );
    }
  };

  return (
    <div ref={boxRef} style={keptHeight === null ? undefined : { minHeight: keptHeight }}>
      {/* Above the form: sent, the answer stays where it is and the form under it goes, so nothing
          moves when the answer comes late (a slow bot check or network). */}
      <p ref={statusRef} tabIndex={-1} aria-live="polite" className="tr-price-alert__status" data-testid="price-alert-status">
        {sentTo === null ? '' : t('priceAlert.sent', { email: sentTo })}
      </p>
      {sentTo === null ? (
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${ids}-heading`}>
          <h3 id={`${ids}-heading`} className="tr-price-alert__heading">
            {t('priceAlert.heading')}
          </h3>
          <p>{target.kind === 'offer' ? t('priceAlert.introOffer') : t('priceAlert.introSearch')}</p>
          <div className={`tr-field${errors.email ? ' tr-field--invalid' : ''}`}>
            <label htmlFor={`${ids}-email`}>{t('priceAlert.email')}</label>
            <input
              ref={emailRef}
              id={`${ids}-email`}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${ids}-email-error` : undefined}
            />
            {errors.email ? (
              <p id={`${ids}-email-error`} className="tr-field__error">
                {errors.email}
              </p>
            ) : null}
          </div>
          <div className={`tr-field tr-price-alert__consent${errors.consent ? ' tr-field--invalid' : ''}`}>
            <input
              ref={consentRef}
              id={`${ids}-consent`}
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${ids}-consent-error` : undefined}
            />
            <label htmlFor={`${ids}-consent`}>{t('priceAlert.consent')}</label>
            {errors.consent ? (
              <p id={`${ids}-consent-error`} className="tr-field__error">
                {errors.consent}
              </p>
            ) : null}
          </div>
          {problem ? (
            <p role="alert" className="tr-field__error">
              {problem}
            </p>
          ) : null}
          <Button type="submit" aria-disabled={sending}>
            {sending ? t('priceAlert.sending') : t('priceAlert.submit')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
