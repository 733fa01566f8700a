import type { PaymentConfig } from './config';
import { GatewayError, type Notification, type PaymentGateway, type RegisterRequest, type SessionState } from './gateway';
import { notificationSign, registerSign, signsEqual, verifySign } from './sign';

/** One HTTP exchange with the gateway's REST API (Basic auth `posId:apiKey`). */
export type Transport = (request: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  authorization: string;
}) => Promise<{
  status: number;
  json: unknown;
}>;

export const fetchTransport =
  (baseUrl: string, timeoutMs = 15_000): Transport =>
  async ({ method, path, body, authorization }) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json };
  };

/**
 * Przelewy24's REST protocol (register → token → trnRequest redirect; notification; verify), over
 * a transport: HTTPS to Przelewy24, or the built-in sandbox that answers the same requests.
 */
export function createPrzelewy24Gateway(
  config: Pick<PaymentConfig, 'merchantId' | 'posId' | 'apiKey' | 'crc'>,
  transport: Transport,
  /** Where `trnRequest/{token}` lives: Przelewy24's host, or the sandbox page of this API. */
  redirectBase: string,
  name: PaymentGateway['name'] = 'przelewy24',
): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${config.posId}:${config.apiKey}`).toString('base64')}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    transport({ method, path, body, authorization });
  const redirectUrl = (token: string) => `${redirectBase}/trnRequest/${encodeURIComponent(token)}`;
  return {
    name,
    redirectUrl,
    async register(r: RegisterRequest) {
      const body = {
        merchantId: config.merchantId,
        posId: config.posId,
        sessionId: r.sessionId,
        amount: r.amount,
        currency: r.currency,
        description: r.description,
        email: r.email,
        country: 'PL',
        language: 'pl',
        urlReturn: r.urlReturn,
        urlStatus: r.urlStatus,
        timeLimit: r.timeLimitMinutes,
        sign: registerSign({
          sessionId: r.sessionId,
          merchantId: config.merchantId,
          amount: r.amount,
          currency: r.currency,
          crc: config.crc,
        }),
      };
      const res = await call('POST', '/api/v1/transaction/register', body);
      const token = (res.json as { data?: { token?: unknown } } | null)?.data?.token;
      if (res.status !== 200 || typeof token !== 'string')
        throw new GatewayError(`register failed: HTTP ${res.status} ${JSON.stringify(res.json)}`);
      return { token, redirectUrl: redirectUrl(token) };
    },
    checkNotification(n: Notification) {
      if (n.merchantId !== config.merchantId || n.posId !== config.posId) return false;
      return signsEqual(notificationSign({ ...n, crc: config.crc }), n.sign);
    },
    async verify(t) {
      const res = await call('PUT', '/api/v1/transaction/verify', {
        merchantId: config.merchantId,
        posId: config.posId,
        sessionId: t.sessionId,
        amount: t.amount,
        currency: t.currency,
        orderId: t.orderId,
        sign: verifySign({ ...t, crc: config.crc }),
      });
      return res.status === 200 && (res.json as { data?: { status?: unknown } } | null)?.data?.status === 'success';
    },
    async sessionStatus(sessionId): Promise<SessionState> {
      const res = await call('GET', `/api/v1/transaction/by/sessionId/${encodeURIComponent(sessionId)}`);
      if (res.status === 404) return { status: 'none' };
      if (res.status !== 200) throw new GatewayError(`status by session failed: HTTP ${res.status}`);
      const data = (res.json as { data?: { status?: unknown; orderId?: unknown; amount?: unknown; currency?: unknown } } | null)?.data;
      const facts = {
        orderId: typeof data?.orderId === 'number' ? data.orderId : undefined,
        amount: typeof data?.amount === 'number' ? data.amount : undefined,
        currency: typeof data?.currency === 'string' ? data.currency : undefined,
      };
      // 0 no payment yet, 1 advance payment, 2 payment made, 3 returned; 4 declined is the sandbox's.
      switch (data?.status) {
        case 2:
          return { status: 'paid', ...facts };
        case 3:
          return { status: 'returned', ...facts };
        case 4:
          return { status: 'declined', ...facts };
        case 0:
        case 1:
          return { status: 'pending', ...facts };
        default:
          return { status: 'none' };
      }
    },
    async refund(r) {
      const res = await call('POST', '/api/v1/transaction/refund', {
        requestId: r.requestId,
        refundsUuid: r.requestId,
        refunds: [{ orderId: r.orderId, sessionId: r.sessionId, amount: r.amount, description: r.description }],
      });
      const first = (res.json as { data?: Array<{ status?: unknown }> } | null)?.data?.[0];
      return (res.status === 200 || res.status === 201) && first?.status === true;
    },
    async cancel(sessionId) {
      if (name !== 'sandbox') return false;
      const res = await call('DELETE', `/api/v1/transaction/by/sessionId/${encodeURIComponent(sessionId)}`);
      return res.status === 200;
    },
  };
}
