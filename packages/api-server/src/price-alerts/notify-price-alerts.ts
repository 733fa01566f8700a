import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { enqueueMail } from '../mail/outbox';
import { lowest30dSql } from '../search/offers';
import { switchOffLink, type PriceAlertLinks } from './price-alert-links';
import { priceDropMail } from './price-alert-mails';
import { alertColumns, type AlertRow } from './price-alert-store';
import { cheapestOfSearch, offerLabel } from './price-alert-targets';

export interface AlertReport {
  /** Alerts whose departure date came: switched to expired. */
  expired: number;
  /** Price-drop e-mails written to the outbox. */
  mailed: number;
}

const idList = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;

/**
 * After an import (docs/product/price-alerts.md): every confirmed alert whose offer got cheaper than
 * the price it waits for, and every search alert that now finds, among the offers the import added
 * or repriced, one under its price, gets one e-mail in the outbox with the new price and its 30-day
 * lowest price; the alert then waits for a price under the new one. Alerts whose departure date
 * has come expire first. Each alert is written in its own transaction with its e-mail.
 */
export async function notifyPriceAlerts(
  db: Database,
  options: { offerIds: readonly number[]; today: string; now: Date; links: PriceAlertLinks },
): Promise<AlertReport> {
  const { offerIds, today, now, links } = options;
  const expired = await db.rows(sql`UPDATE price_alerts SET status = 'expired', confirm_token_hash = NULL, confirm_expires_at = NULL
    WHERE status IN ('pending', 'active') AND expires_on <= ${today}::date RETURNING id`);
  if (offerIds.length === 0) return { expired: expired.length, mailed: 0 };

  let mailed = 0;
  const send = async (alert: AlertRow, drop: Parameters<typeof priceDropMail>[1]) => {
    const written = await db.transaction(async (tx) => {
      // Only if the alert still waits for a higher price (a second run of the same import sends nothing).
      const claimed =
        await tx.rows(sql`UPDATE price_alerts SET price_adult = ${drop.priceAdult}::int, notified_at = ${now.toISOString()}::timestamptz
        WHERE id = ${alert.id}::uuid AND status = 'active' AND (price_adult IS NULL OR price_adult > ${drop.priceAdult}::int) RETURNING id`);
      if (claimed.length === 0) return false;
      await enqueueMail(tx, { kind: 'price-alert-drop', ...priceDropMail(alert.email, drop, switchOffLink(links, alert.id)) }, now);
      return true;
    });
    if (written) mailed += 1;
  };

  const offerDrops = await db.rows<
    AlertRow & {
      new_price: number;
      lowest: number;
      hotel_name: string;
      loc_name: string;
      country: string;
      dep: string;
      duration_days: number;
      transport: string;
    }
  >(sql`
    SELECT ${alertColumns}, o.price_adult AS new_price, ${lowest30dSql} AS lowest, h.name AS hotel_name, l.name AS loc_name,
      (SELECT c.name FROM locations c WHERE c.id = l.ancestor_ids[2]) AS country, o.departure_date::text AS dep, o.duration_days, o.transport
    FROM price_alerts a JOIN offers o ON o.hash = a.offer_hash JOIN hotels h ON h.id = o.hotel_id JOIN locations l ON l.id = h.location_id
    WHERE a.status = 'active' AND a.kind = 'offer' AND a.expires_on > ${today}::date AND o.id = ANY(${idList(offerIds)})
      AND o.price_adult < a.price_adult`);
  for (const row of offerDrops) {
    await send(row, {
      label: row.label,
      priceAdult: row.new_price,
      lowest30dAdult: row.lowest,
      previousAdult: row.price_adult,
      offerUrl: `${links.publicUrl}${row.url}`,
      offerText: offerLabel(row),
      searchUrl: null,
    });
  }

  // One search per alert: an import touches few offers, and each search reads only those.
  const searches = await db.rows<AlertRow>(sql`SELECT ${alertColumns} FROM price_alerts a
    WHERE a.status = 'active' AND a.kind = 'search' AND a.expires_on > ${today}::date ORDER BY a.created_at`);
  for (const alert of searches) {
    if (alert.filters === null) continue;
    const under = alert.price_adult === null ? sql`` : sql` AND o.price_adult < ${alert.price_adult}::int`;
    const hit = await cheapestOfSearch(db, alert.filters, today, sql`o.id = ANY(${idList(offerIds)})${under}`);
    if (!hit) continue;
    await send(alert, {
      label: alert.label,
      priceAdult: hit.priceAdult,
      lowest30dAdult: hit.lowest30dAdult,
      previousAdult: alert.price_adult,
      offerUrl: `${links.publicUrl}/oferta/${hit.hash}/`,
      offerText: hit.text,
      searchUrl: `${links.publicUrl}${alert.url}`,
    });
  }
  return { expired: expired.length, mailed };
}
