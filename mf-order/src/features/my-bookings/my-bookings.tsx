import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SIGN_IN_PAGE_PATH } from '@travel/contracts/routes';
import type { CustomerBooking } from '@travel/contracts/api/customer';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { Button, ErrorMessage, FormField, LoadingText, VisuallyHidden } from '@travel/ui';
import {
  isRateLimited,
  isUnauthorized,
  mayHaveCustomerSession,
  useMyBookings,
  useRequestSignInLink,
  useSignInByLink,
  useSignOut,
} from './use-my-bookings';

/** Cookies announce no change; the marker is read again whenever the page renders. */
const noSubscription = () => () => {};

/** The token of an e-mailed link, in the fragment (never sent to a server), read once and wiped. */
function takeLinkToken(): string | null {
  if (typeof window === 'undefined') return null;
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (token) window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  return token;
}

function SignInLinkForm({ linkInvalid }: { linkInvalid: boolean }) {
  const { t } = useTranslation('order');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  /** Failed submits so far: each one is announced again, even with the same message. */
  const [refusals, setRefusals] = useState(0);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLOutputElement>(null);
  const request = useRequestSignInLink();
  // The form the focus was in is gone: the confirmation that replaces it takes it, and is read.
  useEffect(() => {
    if (request.isSuccess) sentRef.current?.focus();
  }, [request.isSuccess]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setInvalid(true);
      setRefusals((n) => n + 1);
      emailRef.current?.focus();
      return;
    }
    setInvalid(false);
    request.mutate({ body: { email: value } });
  };
  return (
    <section aria-labelledby="my-bookings-sign-in" className="my-bookings__sign-in">
      <h2 id="my-bookings-sign-in">{t('myBookings.title')}</h2>
      {linkInvalid ? <p role="alert">{t('myBookings.linkInvalid')}</p> : null}
      <p>{t('myBookings.intro')}</p>
      {request.isSuccess ? (
        <output ref={sentRef} tabIndex={-1} className="my-bookings__sent" data-testid="my-bookings-link-sent">
          {t('myBookings.sent')}
        </output>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <FormField id="my-bookings-email" label={t('myBookings.emailLabel')} error={invalid ? t('myBookings.invalidEmail') : undefined}>
            {(control) => (
              <input
                {...control}
                ref={emailRef}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </FormField>
          {/* The field shows the error; this says it aloud on each refused submit, naming the field. */}
          <VisuallyHidden role="alert">
            {invalid ? (
              <span key={refusals}>
                {t('errors.fieldLink', { field: t('myBookings.emailLabel'), message: t('myBookings.invalidEmail') })}
              </span>
            ) : null}
          </VisuallyHidden>
          {request.isError ? <p role="alert">{t(isRateLimited(request.error) ? 'myBookings.tooMany' : 'myBookings.error')}</p> : null}
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? t('myBookings.sending') : t('myBookings.submit')}
          </Button>
        </form>
      )}
      <p>
        <Link to={SIGN_IN_PAGE_PATH}>{t('myBookings.staffSignIn')}</Link>
      </p>
    </section>
  );
}

function BookingItem({ booking }: { booking: CustomerBooking }) {
  const { t } = useTranslation('order');
  return (
    <li className="my-bookings__item" data-testid="my-booking">
      <h3>{booking.reservationNumber ? t('myBookings.reservation', { number: booking.reservationNumber }) : booking.hotelName}</h3>
      <p>
        {booking.hotelName}, {booking.destination}
      </p>
      <p>{t('myBookings.dates', { from: formatDate(booking.departureDate), to: formatDate(booking.returnDate) })}</p>
      <p>{t(`myBookings.state.${booking.state}`)}</p>
      <p>
        {booking.due > 0
          ? `${t('myBookings.paid', { amount: formatPrice(booking.paid) })}; ${t('myBookings.due', { amount: formatPrice(booking.due) })}`
          : t('myBookings.paidInFull')}
      </p>
      <Link to={`/moje-rezerwacje/${booking.orderId}/`}>{t('myBookings.open')}</Link>
    </li>
  );
}

/** 'Moje rezerwacje': the sign-in link form, the link's landing, and the signed-in shopper's bookings. */
export function MyBookings() {
  const { t } = useTranslation('order');
  const signIn = useSignInByLink();
  // The cookie is read on each render; the server (and the hydrating render) has none: loading.
  const asking = useSyncExternalStore(noSubscription, mayHaveCustomerSession, () => null);
  const bookings = useMyBookings(asking === true);
  const signOut = useSignOut();
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current) return;
    tried.current = true;
    const token = takeLinkToken();
    if (token) signIn.mutate({ body: { token } });
  }, [signIn]);

  if (signIn.isPending) return <LoadingText>{t('myBookings.signingIn')}</LoadingText>;
  const data = signIn.data ?? bookings.data;
  if (!data) {
    if ((asking === null || (asking && bookings.isPending)) && !signIn.isError) return <LoadingText>{t('myBookings.loading')}</LoadingText>;
    if (bookings.isError && !isUnauthorized(bookings.error))
      return <ErrorMessage title={t('myBookings.loadError')} onRetry={() => void bookings.refetch()} retryLabel={t('retry')} />;
    return <SignInLinkForm linkInvalid={signIn.isError} />;
  }
  return (
    <section aria-labelledby="my-bookings-list" className="my-bookings">
      <h2 id="my-bookings-list">{t('myBookings.listTitle')}</h2>
      <p>{t('myBookings.signedInAs', { email: data.email })}</p>
      {data.bookings.length === 0 ? (
        <p>{t('myBookings.empty')}</p>
      ) : (
        <ul className="my-bookings__list">
          {data.bookings.map((b) => (
            <BookingItem key={b.orderId} booking={b} />
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        onClick={() =>
          signOut.mutate(
            {},
            {
              onSuccess: () => signIn.reset(),
            },
          )
        }
        disabled={signOut.isPending}
      >
        {t('myBookings.signOut')}
      </Button>
    </section>
  );
}
