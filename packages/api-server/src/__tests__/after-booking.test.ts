import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { bookingDocumentPath, customerBookingResponse, paymentAttentionResponse, purchaseSummaryResponse } from '@travel/contracts';
import { formatPriceFromGrosze } from '@travel/i18n/source-texts';
import { tourOperatorLabel } from '@travel/search-model/reference/tour-operators';
import { createUser } from '../auth/users';
import { createSession } from '../auth/sessions';
import { checkPaymentInvariants } from '../payments/invariants';
import { bookOnDeposit, cookieOf, payBalance, type Booked } from '../test-support/booked-order';
import { emlAttachments } from '../test-support/eml-attachments';
import { createOrderFlowApp, newBuyer, postJson, type OrderFlowApp } from '../test-support/order-flow-app';
import { pdfText } from '../test-support/pdf-text';

jest.setTimeout(240_000);

let t: OrderFlowApp;
let booked: Booked;
let insured: Booked;
const EMAIL = 'zuzanna.zolkiewska@example.pl';
const INSURED_EMAIL = 'grzegorz.brzeczyszczykiewicz@example.pl';

beforeAll(async () => {
  t = await createOrderFlowApp();
  booked = await bookOnDeposit(t, { email: EMAIL });
  insured = await bookOnDeposit(t, { email: INSURED_EMAIL, products: [{ code: 'insurance-standard' }] });
});
afterAll(async () => {
  await t.close();
});

const oneLine = (s: string) => s.replace(/\s+/g, ' ');
/** A document as `cookie`'s browser downloads it (the owner's by default; `null`: a browser without cookies). */
const download = (b: Booked, kind: string, cookie: string | null = b.ownerCookie) =>
  t.app.inject({ url: `/api/customer/booking/${b.orderId}/dokumenty/${kind}.pdf`, headers: cookie ? { cookie } : {} });

const bookingOf = async (b: Booked) =>
  customerBookingResponse.parse(
    (await t.app.inject({ url: `/api/customer/booking/${b.orderId}/`, headers: { cookie: b.ownerCookie } })).json(),
  );

describe('booking documents as PDFs', () => {
  it('lists the confirmation and the information form on the booking page, and the certificate only with insurance', async () => {
    expect((await bookingOf(booked)).documents.map((d) => [d.kind, d.url])).toEqual([
      ['potwierdzenie-rezerwacji', bookingDocumentPath(booked.orderId, 'potwierdzenie-rezerwacji')],
      ['formularz-informacyjny', bookingDocumentPath(booked.orderId, 'formularz-informacyjny')],
    ]);
    expect((await bookingOf(insured)).documents.map((d) => d.kind)).toEqual([
      'potwierdzenie-rezerwacji',
      'formularz-informacyjny',
      'certyfikat-ubezpieczenia',
    ]);
  });

  it('renders the confirmation with the operator, the trip, the participants, the price and the payment schedule, Polish letters intact', async () => {
    const res = await download(booked, 'potwierdzenie-rezerwacji');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="potwierdzenie-rezerwacji-ftr\d+-\d+\.pdf"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(res.rawPayload);
    const page = await bookingOf(booked);
    const flat = oneLine(text);
    expect(flat).toContain(`Potwierdzenie rezerwacji ${page.order.reservation!.number}`);
    expect(flat).toContain(`Organizator imprezy turystycznej: ${tourOperatorLabel(page.order.offer.tourOperator)}`);
    expect(flat).toContain(page.order.offer.hotelName);
    // Both participants, the second with Ł; the booker's street with ł.
    expect(flat).toContain('1. Anna Kowalski');
    expect(flat).toContain('2. Łukasz Kowalski');
    expect(flat).toContain('ul. Długa 5');
    // Priced as the shop writes prices everywhere ('5 824 zł', docs/product/validation-and-display.md).
    const total = formatPriceFromGrosze(Math.round(page.order.price.total * 100)).replace(/\s/g, ' ');
    expect(flat).toContain(`Cena całkowita: ${total}`);
    expect(flat).toContain(`płatna do ${page.balance!.dueDate.split('-').reverse().join('.')}`);
    expect(flat).toMatch(/Zaliczka [\d ,]+zł zapłacona przy rezerwacji/);
  });

  it('renders the information form with the very paragraphs the summary step showed before paying', async () => {
    const summary = purchaseSummaryResponse.parse((await t.app.inject({ url: `/api/purchase/summary/${booked.orderId}/` })).json());
    const { text } = await pdfText((await download(booked, 'formularz-informacyjny')).rawPayload);
    const flat = oneLine(text);
    for (const doc of summary.documents.filter((d) => d.kind === 'standard-information-form' || d.kind === 'pre-contract-information')) {
      expect(flat).toContain(oneLine(doc.title));
      for (const paragraph of doc.paragraphs.filter((p) => !p.startsWith('Warunki płatności')))
        expect({ paragraph, found: flat.includes(oneLine(paragraph).replace(/\s/g, ' ')) }).toEqual({ paragraph, found: true });
    }
    // The payment terms as booked: the deposit paid and the balance's date.
    expect(flat).toMatch(/Warunki płatności: Zaliczka [\d ,]+zł zapłacona przy rezerwacji/);
  });

  it('renders the insurance certificate for the insured booking; none for the other', async () => {
    const res = await download(insured, 'certyfikat-ubezpieczenia');
    expect(res.statusCode).toBe(200);
    const flat = oneLine((await pdfText(res.rawPayload)).text);
    expect(flat).toContain('Certyfikat ubezpieczenia podróżnego');
    expect(flat).toContain('Ubezpieczenie KL, NNW i bagażu');
    expect(flat).toContain('2. Łukasz Kowalski');
    expect((await download(booked, 'certyfikat-ubezpieczenia')).statusCode).toBe(404);
  });

  it('gives the documents to the owner, a customer session of the e-mail and staff; 403 to others, 404 for unknown ones', async () => {
    const stranger = await download(booked, 'potwierdzenie-rezerwacji', null);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).not.toContain('Kowalsk');
    expect((await download(booked, 'potwierdzenie-rezerwacji', insured.ownerCookie)).statusCode).toBe(403);
    const user = await createUser(
      t.db,
      { email: 'biuro@example.pl', displayName: null, password: 'hasło-biura-12', roles: ['ROLE_ADMIN'] },
      t.now(),
    );
    const staff = await createSession(t.db, user.id, t.now());
    expect((await download(booked, 'formularz-informacyjny', `session=${staff.token}`)).statusCode).toBe(200);

    // A customer session of the booking's e-mail, opened by the e-mailed link.
    expect((await postJson(t.app, '/api/customer/sign-in-link/', { email: EMAIL }, undefined, newBuyer())).statusCode).toBe(202);
    const [link] = await t.db.rows<{ body_text: string }>(
      sql`SELECT body_text FROM mail_outbox WHERE kind = 'customer-sign-in' AND to_address = ${EMAIL} ORDER BY created_at DESC LIMIT 1`,
    );
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(link!.body_text)![1]!;
    const signedIn = await postJson(t.app, '/api/customer/sign-in/', { token }, undefined, newBuyer());
    const session = cookieOf(signedIn.headers['set-cookie'], 'customer_session')!;
    expect((await download(booked, 'potwierdzenie-rezerwacji', session)).statusCode).toBe(200);
    expect((await download(insured, 'potwierdzenie-rezerwacji', session)).statusCode).toBe(403);

    expect((await download(booked, 'nieznany')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/customer/booking/${booked.orderId}/dokumenty/potwierdzenie-rezerwacji`,
          headers: { cookie: booked.ownerCookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/customer/booking/4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f/dokumenty/potwierdzenie-rezerwacji.pdf' }))
        .statusCode,
    ).toBe(404);
  });

  it('attaches the documents to the confirmation e-mail in the outbox', async () => {
    const [row] = await t.db.rows<{ eml: string; file: string | null; to_address: string }>(
      sql`SELECT eml, file, to_address FROM mail_outbox WHERE kind = 'confirmation' AND order_id = ${insured.orderId}::uuid AND sent_at IS NOT NULL`,
    );
    expect(row?.to_address).toBe(INSURED_EMAIL);
    const eml = readFileSync(row!.file!, 'utf8');
    expect(eml).toBe(row!.eml);
    expect(eml).toMatch(/^Content-Type: multipart\/mixed/m);
    const attachments = emlAttachments(eml);
    expect(attachments.map((a) => [a.contentType, a.filename])).toEqual([
      ['application/pdf', expect.stringMatching(/^potwierdzenie-rezerwacji-ftr\d+-\d+\.pdf$/)],
      ['application/pdf', expect.stringMatching(/^formularz-informacyjny-ftr\d+-\d+\.pdf$/)],
      ['application/pdf', expect.stringMatching(/^certyfikat-ubezpieczenia-ftr\d+-\d+\.pdf$/)],
    ]);
    const confirmation = oneLine((await pdfText(attachments[0]!.content)).text);
    expect(confirmation).toContain('2. Łukasz Kowalski');
    expect(confirmation).toContain('Ubezpieczenie KL, NNW i bagażu');
  });

  it('shows the balance paid on the confirmation downloaded after paying it', async () => {
    await payBalance(t, booked);
    const flat = oneLine((await pdfText((await download(booked, 'potwierdzenie-rezerwacji')).rawPayload)).text);
    expect(flat).toContain('cena zapłacona w całości');
  });
});

describe('npm run check:payments counts the balance payment', () => {
  it('finds the booked payments (deposit and balance) make the paid total; without the balance they would not', async () => {
    // `booked` had its balance paid by the last test of the documents.
    // What the checker counts: each booked payment without its card fee.
    const [order] = await t.db.rows<{ paid_total: number; total: number; booked: number; balances: number }>(sql`
      SELECT o.paid_total, o.price_total + o.extras_total AS total,
        (SELECT coalesce(sum(amount - fee), 0)::int FROM payments p WHERE p.order_id = o.id AND p.status = 'paid') AS booked,
        (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id AND p.status = 'paid' AND p.direct_payment_id IS NOT NULL) AS balances
      FROM orders o WHERE o.id = ${booked.orderId}::uuid`);
    expect(order).toMatchObject({ balances: 1 });
    expect(order!.paid_total).toBe(order!.total);
    expect(order!.booked).toBe(order!.total);
    expect(await checkPaymentInvariants(t.db)).toEqual([]);

    // The same order as if the balance had not been counted: the checker names it.
    const [balance] = await t.db.rows<{ amount: number }>(sql`SELECT amount FROM direct_payments WHERE order_id = ${booked.orderId}::uuid`);
    await t.db.rows(sql`UPDATE orders SET paid_total = paid_total - ${balance!.amount} WHERE id = ${booked.orderId}::uuid`);
    try {
      expect(await checkPaymentInvariants(t.db)).toContainEqual(
        expect.objectContaining({ invariant: 'money-booked', orderId: booked.orderId }),
      );
    } finally {
      await t.db.rows(sql`UPDATE orders SET paid_total = paid_total + ${balance!.amount} WHERE id = ${booked.orderId}::uuid`);
    }
    expect(await checkPaymentInvariants(t.db)).toEqual([]);
  });
});

describe('the customer session marker', () => {
  it('sets a readable customer_authcheck with the session, clears it on sign-out and on a 401 of a stale marker', async () => {
    t.advance(16 * 60_000);
    expect((await postJson(t.app, '/api/customer/sign-in-link/', { email: INSURED_EMAIL }, undefined, newBuyer())).statusCode).toBe(202);
    const [link] = await t.db.rows<{ body_text: string }>(
      sql`SELECT body_text FROM mail_outbox WHERE kind = 'customer-sign-in' AND to_address = ${INSURED_EMAIL} ORDER BY created_at DESC LIMIT 1`,
    );
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(link!.body_text)![1]!;
    const signedIn = await postJson(t.app, '/api/customer/sign-in/', { token }, undefined, newBuyer());
    const cookies = [signedIn.headers['set-cookie']].flat().map(String);
    const marker = cookies.find((c) => c.startsWith('customer_authcheck='));
    expect(marker).toMatch(/^customer_authcheck=1; Path=\/; Max-Age=86400; SameSite=Lax$/);
    expect(cookies.find((c) => c.startsWith('customer_session='))).toMatch(/HttpOnly/);
    const session = cookieOf(signedIn.headers['set-cookie'], 'customer_session')!;

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/customer/sign-out/',
      headers: { cookie: `${session}; customer_authcheck=1` },
    });
    expect([out.headers['set-cookie']].flat().map(String)).toContainEqual(
      expect.stringMatching(/^customer_authcheck=; Path=\/; Max-Age=0/),
    );

    const stale = await t.app.inject({ url: '/api/customer/bookings/', headers: { cookie: `${session}; customer_authcheck=1` } });
    expect(stale.statusCode).toBe(401);
    expect([stale.headers['set-cookie']].flat().map(String)).toContainEqual(
      expect.stringMatching(/^customer_authcheck=; Path=\/; Max-Age=0/),
    );
  });
});

describe('an unpaid balance after its due date', () => {
  it('is listed for staff with the amount, the days overdue and the booker, and the order stays booked', async () => {
    const [dp] = await t.db.rows<{ due: string; amount: number }>(
      sql`SELECT due_date::text AS due, amount FROM direct_payments WHERE order_id = ${insured.orderId}::uuid`,
    );
    const attention = async () => {
      const user = await createUser(
        t.db,
        { email: `kasa-${Date.now()}@example.pl`, displayName: null, password: 'hasło-kasy-123', roles: ['ROLE_ADMIN'] },
        t.now(),
      );
      const { token } = await createSession(t.db, user.id, t.now());
      const res = await t.app.inject({ url: '/api/payment/debug/attention/', headers: { cookie: `session=${token}` } });
      expect(res.statusCode).toBe(200);
      return paymentAttentionResponse.parse(res.json()).overdueBalances;
    };
    expect((await attention()).map((b) => b.orderId)).not.toContain(insured.orderId);

    // Two days after the due date (noon in Warsaw).
    t.advance(Date.parse(`${dp!.due}T11:00:00Z`) + 2 * 86_400_000 - t.now().getTime());
    const overdue = await attention();
    const row = overdue.find((b) => b.orderId === insured.orderId);
    expect(row).toMatchObject({
      dueDate: dp!.due,
      daysOverdue: 2,
      amount: dp!.amount / 100,
      status: 'open',
      orderState: 'pending',
      booker: { name: 'Anna Kowalska', email: INSURED_EMAIL, phone: '+48600700800' },
    });
    // The balance paid in full is not listed; nothing cancelled the overdue one.
    expect(overdue.map((b) => b.orderId)).not.toContain(booked.orderId);
    const summary = await t.app.inject({ url: `/api/order/summary/${insured.orderId}/` });
    expect((summary.json() as { order: { state: string } }).order.state).toBe('pending');
    // Without a staff session the list is not given.
    expect((await t.app.inject({ url: '/api/payment/debug/attention/', headers: { cookie: insured.ownerCookie } })).statusCode).toBe(401);
  });
});
