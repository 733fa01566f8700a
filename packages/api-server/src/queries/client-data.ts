import countriesLib from 'i18n-iso-countries';
import plLocale from 'i18n-iso-countries/langs/pl.json';
import { sql } from 'drizzle-orm';
import { REQUIRED_AGREEMENTS, type AgreementName, type Agreements, type FieldIssue } from '@travel/contracts';
import { clientDataSchemaFor, type ClientData, type ClientDraft } from '@travel/contracts/api/order-validation';
import type { Database } from '../db/connection';
import { HttpError } from '../lib/http';
import { agreementsOf, assertOpen, dateList, requireOrder, type OrderRow } from './order';

countriesLib.registerLocale(plLocale);

/** Nationalities for the participants: ISO 3166-1 alpha-2 codes with Polish names, Poland first, then by name. */
export const NATIONALITIES: ReadonlyArray<{ code: string; name: string }> = (() => {
  const names = countriesLib.getNames('pl', { select: 'official' });
  const list = Object.entries(names).map(([code, name]) => ({ code, name }));
  const collator = new Intl.Collator('pl');
  list.sort((a, b) => (a.code === 'PL' ? -1 : b.code === 'PL' ? 1 : collator.compare(a.name, b.name)));
  return list;
})();
const NATIONALITY_CODES = NATIONALITIES.map((n) => n.code);

/** A 400 that names every field: `parameter` the first, `fields` all of them. */
export function fieldsError(fields: FieldIssue[], status = 400): HttpError {
  const first = fields[0]?.parameter ?? 'body';
  return new HttpError(status, `Invalid ${fields.map((f) => f.parameter).join(', ')}`, first, { code: 'fields-invalid', fields });
}

/** The strict check of the client step against the order's party (one participant per traveller, ages). */
export function clientIssues(row: OrderRow, client: unknown, today: string): { data: ClientData | null; issues: FieldIssue[] } {
  const schema = clientDataSchemaFor({
    party: { adults: row.adults, children: dateList(row.children) },
    departureDate: row.offer_snapshot.departureDate,
    today,
    nationalities: NATIONALITY_CODES,
  });
  const result = schema.safeParse(client);
  if (result.success) return { data: result.data, issues: [] };
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of result.error.issues) {
    const parameter = issue.path.length ? issue.path.map(String).join('.') : 'client';
    if (seen.has(parameter)) continue;
    seen.add(parameter);
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    issues.push({ parameter, message: missing ? 'required' : issue.message });
  }
  return { data: null, issues };
}

/** Stores the draft as typed (state `new` only) and answers what the strict check would refuse. */
export async function saveClientDraft(db: Database, orderId: string, draft: ClientDraft, today: string) {
  return db.transaction(async (tx) => {
    const row = await requireOrder(tx, orderId, true);
    assertOpen(row);
    await tx.rows(sql`UPDATE orders SET client_draft = ${JSON.stringify(draft)}::jsonb, updated_at = now() WHERE id = ${orderId}::uuid`);
    return { saved: true as const, issues: clientIssues(row, draft, today).issues };
  });
}

/** Validates the client data against the order (400 naming each field) and stores it with the draft. */
export async function saveClientData(db: Database, orderId: string, client: unknown, today: string): Promise<ClientData> {
  return db.transaction(async (tx) => {
    const row = await requireOrder(tx, orderId, true);
    assertOpen(row);
    const { data, issues } = clientIssues(row, client, today);
    if (!data) throw fieldsError(issues.map((i) => ({ ...i, parameter: `client.${i.parameter}` })));
    await tx.rows(sql`UPDATE orders SET client_data = ${JSON.stringify(data)}::jsonb, client_draft = ${JSON.stringify(data)}::jsonb,
      updated_at = now() WHERE id = ${orderId}::uuid`);
    return data;
  });
}

/** Merges accepted (or withdrawn) agreements into the stored ones (docs/product/order-and-payment.md). */
export async function acceptAgreements(
  db: Database,
  orderId: string,
  accepted: Partial<Record<AgreementName, boolean | undefined>>,
): Promise<Agreements> {
  return db.transaction(async (tx) => {
    const row = await requireOrder(tx, orderId, true);
    assertOpen(row);
    const given = Object.fromEntries(Object.entries(accepted).filter(([, v]) => typeof v === 'boolean'));
    const merged = agreementsOf({ ...row.agreements, ...given });
    await tx.rows(sql`UPDATE orders SET agreements = ${JSON.stringify(merged)}::jsonb, updated_at = now() WHERE id = ${orderId}::uuid`);
    return merged;
  });
}

/** Agreements the reservation needs: the required ones, and `insurance` when an insurance product is chosen. */
export function requiredAgreements(row: Pick<OrderRow, 'products'>): AgreementName[] {
  return row.products.some((p) => p.type === 'insurance') ? [...REQUIRED_AGREEMENTS, 'insurance'] : [...REQUIRED_AGREEMENTS];
}
