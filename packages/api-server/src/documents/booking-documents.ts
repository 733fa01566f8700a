import { sql } from 'drizzle-orm';
import { bookingDocumentPath, type BookingDocument, type BookingDocumentKind } from '@travel/contracts';
import { countText, formatPriceFromGrosze } from '@travel/i18n/source-texts';
import { departureCityBySlug } from '@travel/search-model/reference/departure-cities';
import { tourOperatorLabel } from '@travel/search-model/reference/tour-operators';
import type { Queryable } from '../db/connection';
import type { MailAttachment } from '../mail/mailer';
import { BOARD, datePl, orderDocuments, PRODUCT, scheduleText, SHOP, type PaymentSchedule } from '../mail/documents';
import { orderRow, orderTotal, type OrderRow } from '../queries/order';
import { renderPdf, type PdfContent, type PdfSection } from './pdf';

/**
 * The booking's documents (docs/adr/0241-documents-as-pdfs.md): what each says, from the order row
 * and its payment schedule. The standard information form and the pre-contract information are
 * the very paragraphs the summary step showed before the shopper paid (`orderDocuments`).
 */

const TITLES: Record<BookingDocumentKind, string> = {
  'potwierdzenie-rezerwacji': 'Potwierdzenie rezerwacji',
  'formularz-informacyjny': 'Standardowy formularz informacyjny i informacje przed zawarciem umowy',
  'certyfikat-ubezpieczenia': 'Certyfikat ubezpieczenia podróżnego',
};

const TRANSPORT_NOUN: Record<string, string> = { F: 'przelot samolotem', BU: 'przejazd autokarem', W: 'dojazd własny' };

export interface BookedOrder {
  row: OrderRow;
  schedule: PaymentSchedule;
}

const insuranceOf = (row: OrderRow) => row.products.filter((p) => p.type === 'insurance');

/** Which documents a booking has: none before the reservation; the certificate only with insurance. */
export function documentKinds(row: Pick<OrderRow, 'reservation_number' | 'products'>): BookingDocumentKind[] {
  if (!row.reservation_number) return [];
  const kinds: BookingDocumentKind[] = ['potwierdzenie-rezerwacji', 'formularz-informacyjny'];
  if (row.products.some((p) => p.type === 'insurance')) kinds.push('certyfikat-ubezpieczenia');
  return kinds;
}

/** The booking page's list of documents, each with its download address. */
export function bookingDocuments(row: Pick<OrderRow, 'id' | 'reservation_number' | 'products'>): BookingDocument[] {
  return documentKinds(row).map((kind) => ({ kind, title: TITLES[kind], url: bookingDocumentPath(row.id, kind) }));
}

/** The order and its schedule, or undefined for an unknown order. */
export async function loadBookedOrder(q: Queryable, orderId: string): Promise<BookedOrder | undefined> {
  const row = await orderRow(q, orderId);
  if (!row) return undefined;
  const [balance] = await q.rows<{ amount: number; due_date: string; status: 'open' | 'pending' | 'paid' | 'expired' }>(
    sql`SELECT amount, due_date::text AS due_date, status FROM direct_payments
      WHERE order_id = ${orderId}::uuid ORDER BY created_at DESC LIMIT 1`,
  );
  return {
    row,
    schedule: {
      paid: row.paid_total,
      balance: balance ? { amount: balance.amount, dueDate: balance.due_date, status: balance.status } : null,
    },
  };
}

const participantLines = (row: OrderRow): string[] =>
  (row.client_data?.participants ?? []).map((p, i) => `${i + 1}. ${p.firstName} ${p.lastName}, data urodzenia ${datePl(p.birthDate)}`);

const issuer = (row: OrderRow): string[] => [
  `Numer rezerwacji: ${row.reservation_number ?? '—'}`,
  `Wystawił: ${SHOP.name}, agent turystyczny działający w imieniu organizatora`,
];

// A function, not a constant: mail/documents.ts is still loading when this module is first required
// through the confirmation e-mail (mail/documents → payments → confirmation → here).
const footerText = (): string =>
  `${SHOP.name}, ${SHOP.address}, tel. ${SHOP.phone}, ${SHOP.email}. Zmiany rezerwacji: biuro sprzedaży pod tym adresem i telefonem.`;

function tripLines(row: OrderRow): string[] {
  const o = row.offer_snapshot;
  const from = o.departureCity ? `, miejsce wyjazdu i powrotu: ${departureCityBySlug(o.departureCity)?.nominative ?? o.departureCity}` : '';
  return [
    `${o.hotelName} (${o.hotelStandard}*), ${o.destination.name}, ${o.destination.country}`,
    `Termin: ${datePl(o.departureDate)} – ${datePl(o.returnDate)} (${countText('days', o.durationDays)}, ${countText('nights', o.nights)})`,
    `Transport: ${TRANSPORT_NOUN[o.transport] ?? o.transport}${from}`,
    `Zakwaterowanie: ${o.room.name}; wyżywienie: ${BOARD[o.board] ?? o.board}`,
  ];
}

function confirmation({ row, schedule }: BookedOrder): Omit<PdfContent, 'createdAt' | 'author'> {
  const o = row.offer_snapshot;
  const total = orderTotal(row);
  const booker = row.client_data?.booker;
  const services: string[] = [
    `Zakwaterowanie: ${o.room.name}, ${countText('nights', o.nights)}`,
    `Wyżywienie: ${BOARD[o.board] ?? o.board}`,
    `Transport: ${TRANSPORT_NOUN[o.transport] ?? o.transport}`,
    ...row.products.map((p) => `${PRODUCT[p.code] ?? p.code} × ${p.quantity}`),
  ];
  const price: string[] = [
    ...row.price_lines.map((l) => `${l.label} × ${l.count}: ${formatPriceFromGrosze(Math.round(l.total * 100))}`),
    ...row.products.map((p) => `${PRODUCT[p.code] ?? p.code} × ${p.quantity}: ${formatPriceFromGrosze(Math.round(p.total * 100))}`),
    `Cena całkowita: ${formatPriceFromGrosze(total)} (zawiera wszystkie obowiązkowe opłaty)`,
  ];
  const due = Math.max(0, total - schedule.paid);
  const payments: string[] = [
    scheduleText(total, schedule),
    `Wpłacono dotąd: ${formatPriceFromGrosze(schedule.paid)}`,
    due > 0 ? `Do zapłaty: ${formatPriceFromGrosze(due)}` : 'Do zapłaty: 0 zł — cena zapłacona w całości',
  ];
  const sections: PdfSection[] = [
    {
      heading: 'Organizator i agent',
      lines: [
        `Organizator imprezy turystycznej: ${tourOperatorLabel(o.tourOperator)}`,
        `Agent turystyczny: ${SHOP.name}, ${SHOP.address}; ${SHOP.register}`,
      ],
    },
    { heading: 'Impreza turystyczna', lines: tripLines(row) },
    ...(booker
      ? [
          {
            heading: 'Zamawiający',
            lines: [
              `${booker.firstName} ${booker.lastName}, ${booker.street}, ${booker.postalCode} ${booker.city}`,
              `${booker.email}, tel. ${booker.phone}`,
            ],
          },
        ]
      : []),
    { heading: 'Uczestnicy', lines: participantLines(row) },
    { heading: 'Usługi w cenie', lines: services, list: true },
    { heading: 'Cena', lines: price },
    { heading: 'Harmonogram płatności', lines: payments },
  ];
  return {
    title: `${TITLES['potwierdzenie-rezerwacji']} ${row.reservation_number ?? ''}`.trim(),
    subtitle: issuer(row),
    sections,
    footer: footerText(),
  };
}

function informationForm({ row, schedule }: BookedOrder, today: string): Omit<PdfContent, 'createdAt' | 'author'> {
  const docs = orderDocuments(row, today, schedule);
  const sections: PdfSection[] = docs
    .filter((d) => d.kind === 'standard-information-form' || d.kind === 'pre-contract-information')
    .map((d) => ({ heading: d.title, lines: d.paragraphs, list: d.kind === 'standard-information-form' }));
  return {
    title: TITLES['formularz-informacyjny'],
    subtitle: [...issuer(row), `Uczestnicy: ${participantLines(row).length}`],
    sections,
    footer: footerText(),
  };
}

function insuranceCertificate({ row }: BookedOrder, today: string): Omit<PdfContent, 'createdAt' | 'author'> {
  const o = row.offer_snapshot;
  const terms = orderDocuments(row, today).find((d) => d.kind === 'insurance-terms');
  const cover = insuranceOf(row).map(
    (p) => `${PRODUCT[p.code] ?? p.code}: ${countText('persons', p.quantity)}, składka ${formatPriceFromGrosze(Math.round(p.total * 100))}`,
  );
  return {
    title: TITLES['certyfikat-ubezpieczenia'],
    subtitle: [`Numer certyfikatu: ${row.reservation_number ?? '—'}/U`, ...issuer(row)],
    sections: [
      { heading: 'Zakres ubezpieczenia', lines: cover, list: true },
      {
        heading: 'Okres ochrony',
        lines: [`Od ${datePl(o.departureDate)} do ${datePl(o.returnDate)}; ${o.destination.name}, ${o.destination.country}`],
      },
      { heading: 'Ubezpieczeni', lines: participantLines(row) },
      {
        heading: 'Ubezpieczający',
        lines: [`${SHOP.name} na rachunek uczestników imprezy organizowanej przez ${tourOperatorLabel(o.tourOperator)}`],
      },
      ...(terms ? [{ heading: terms.title, lines: terms.paragraphs }] : []),
    ],
    footer: footerText(),
  };
}

/**
 * One document of a booked order as a PDF; undefined when the order has no such document (not
 * reserved, or the certificate without insurance). `createdAt` fixes the bytes (the e-mail's time).
 */
export async function renderBookingDocument(
  booked: BookedOrder,
  kind: BookingDocumentKind,
  { today, createdAt }: { today: string; createdAt: Date },
): Promise<Buffer | undefined> {
  if (!documentKinds(booked.row).includes(kind)) return undefined;
  const content =
    kind === 'potwierdzenie-rezerwacji'
      ? confirmation(booked)
      : kind === 'formularz-informacyjny'
        ? informationForm(booked, today)
        : insuranceCertificate(booked, today);
  return renderPdf({ ...content, createdAt, author: SHOP.name });
}

/** The file name a document is downloaded and attached under. */
export const documentFileName = (row: Pick<OrderRow, 'reservation_number'>, kind: BookingDocumentKind): string =>
  `${kind}-${row.reservation_number ?? 'rezerwacja'}.pdf`;

/**
 * The attachments of the booking confirmation e-mail: every document of the booking, rendered
 * with the e-mail's time (so a repeated attempt attaches the same bytes). None for an order that
 * is unknown or not reserved.
 */
export async function confirmationAttachments(
  q: Queryable,
  orderId: string,
  context: { today: string; createdAt: Date },
): Promise<MailAttachment[]> {
  const booked = await loadBookedOrder(q, orderId);
  if (!booked) return [];
  const files: MailAttachment[] = [];
  for (const kind of documentKinds(booked.row)) {
    const content = await renderBookingDocument(booked, kind, context);
    if (content) files.push({ filename: documentFileName(booked.row, kind), content, contentType: 'application/pdf' });
  }
  return files;
}
