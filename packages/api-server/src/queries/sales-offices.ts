import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

interface SalesOfficeRow {
  id: number;
  slug: string;
  city: string;
  address: string;
  postal_code: string;
  phone: string;
  email: string;
  opening_hours: string;
  lat: number;
  lng: number;
}

/** Polish alphabetical order (Łódź after Kraków), whatever collation the database was created with. */
const byPolishCity = new Intl.Collator('pl').compare;

/** Every sales office (Salony podróży), by city in Polish order. */
export async function salesOffices(db: Database) {
  const rows = await db.rows<SalesOfficeRow>(sql`SELECT id, slug, city, address, postal_code, phone, email, opening_hours, lat, lng
    FROM sales_offices`);
  rows.sort((a, b) => byPolishCity(a.city, b.city) || a.id - b.id);
  return rows.map((o) => ({
    id: o.id,
    slug: o.slug,
    city: o.city,
    address: o.address,
    postalCode: o.postal_code,
    phone: o.phone,
    email: o.email,
    openingHours: o.opening_hours,
    lat: o.lat,
    lng: o.lng,
  }));
}
