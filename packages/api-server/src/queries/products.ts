import { sql } from 'drizzle-orm';
import type { ChosenProduct, ProductCode, ProductOffer } from '@travel/contracts';
import type { Database } from '../db/connection';
import { HttpError } from '../lib/http';
import { zl } from '../search/offers';
import { assertOpen, priceOf, requireOrder, type OrderRow } from './order';

/**
 * The extras of an order (docs/product/order-and-payment.md: insurance, luggage, other), each priced by the server for
 * the party of the order: insurance per traveller and day (the cancellation cover as a share of
 * the trip), parking per car and day at the departure airport, luggage per piece. Prices are
 * grosze, complete (what the shopper pays).
 */
export const PRODUCT_PRICES = {
  /** Medical costs and accident cover (KL + NNW), per traveller and day. */
  insuranceBasicPerDay: 4_00,
  /** KL + NNW + luggage, per traveller and day. */
  insuranceStandardPerDay: 7_50,
  /** Cancellation costs: this share of the trip price. */
  insuranceCancellationShare: 0.035,
  /** Guarded parking at the departure airport, per car and day. */
  parkingPerDay: 25_00,
  /** One 20 kg checked bag, both ways. */
  luggagePiece: 180_00,
  maxCars: 2,
} as const;

type Party = OrderRow['offer_snapshot']['party'];

/** What the order can add: parking and luggage only with a flight. */
export function productOffers(row: Pick<OrderRow, 'offer_snapshot' | 'price_total'>): ProductOffer[] {
  const offer = row.offer_snapshot;
  const party: Party = offer.party;
  const travellers = party.adults + party.children + party.infants;
  const seats = party.adults + party.children;
  const days = offer.durationDays;
  const perPerson = (
    unit: number,
  ): Pick<ProductOffer, 'unit' | 'unitPrice' | 'minQuantity' | 'maxQuantity' | 'defaultQuantity' | 'priceTotal'> => ({
    unit: 'person',
    unitPrice: zl(unit),
    // Insurance covers every traveller of the party or nobody.
    minQuantity: travellers,
    maxQuantity: travellers,
    defaultQuantity: travellers,
    priceTotal: zl(unit * travellers),
  });
  const cancellationUnit = Math.round((row.price_total * PRODUCT_PRICES.insuranceCancellationShare) / travellers);
  const products: ProductOffer[] = [
    { code: 'insurance-basic', type: 'insurance', group: 'insurance', ...perPerson(PRODUCT_PRICES.insuranceBasicPerDay * days) },
    { code: 'insurance-standard', type: 'insurance', group: 'insurance', ...perPerson(PRODUCT_PRICES.insuranceStandardPerDay * days) },
    { code: 'insurance-cancellation', type: 'insurance', group: 'insurance', ...perPerson(cancellationUnit) },
  ];
  if (offer.transport === 'F') {
    const parking = PRODUCT_PRICES.parkingPerDay * days;
    products.push(
      {
        code: 'parking',
        type: 'other',
        group: 'parking',
        unit: 'car',
        unitPrice: zl(parking),
        minQuantity: 1,
        maxQuantity: PRODUCT_PRICES.maxCars,
        defaultQuantity: 1,
        priceTotal: zl(parking),
      },
      {
        code: 'luggage',
        type: 'luggage',
        group: 'luggage',
        unit: 'piece',
        unitPrice: zl(PRODUCT_PRICES.luggagePiece),
        minQuantity: 1,
        maxQuantity: seats,
        defaultQuantity: seats,
        priceTotal: zl(PRODUCT_PRICES.luggagePiece * seats),
      },
    );
  }
  return products;
}

export interface ProductChoice {
  code: ProductCode;
  quantity?: number | undefined;
}

/**
 * A choice priced by the server; 422 names the product that cannot be had, with its code
 * (docs/product/order-and-payment.md: machine-readable error codes). Answers grosze too.
 */
export function priceChoice(row: OrderRow, choice: readonly ProductChoice[]): { products: ChosenProduct[]; extras: number } {
  const offers = new Map(productOffers(row).map((p) => [p.code, p]));
  const groups = new Set<string>();
  const products = choice.map((c, i): ChosenProduct => {
    const offer = offers.get(c.code);
    if (!offer)
      throw new HttpError(422, `Product ${c.code} is not offered for this order`, `products.${i}.code`, {
        code: 'product-unavailable',
      });
    if (groups.has(offer.group))
      throw new HttpError(422, `Only one product of the group ${offer.group}`, `products.${i}.code`, {
        code: 'product-group-repeated',
      });
    groups.add(offer.group);
    const quantity = c.quantity ?? offer.defaultQuantity;
    if (quantity < offer.minQuantity || quantity > offer.maxQuantity)
      throw new HttpError(422, `Quantity of ${c.code} must be ${offer.minQuantity}-${offer.maxQuantity}`, `products.${i}.quantity`, {
        code: 'quantity-invalid',
      });
    const unit = Math.round(offer.unitPrice * 100);
    return { code: c.code, type: offer.type, quantity, unitPrice: offer.unitPrice, total: zl(unit * quantity) };
  });
  return { products, extras: products.reduce((s, p) => s + Math.round(p.total * 100), 0) };
}

export async function checkProductPrice(db: Database, orderId: string, choice: readonly ProductChoice[]) {
  const row = await requireOrder(db, orderId);
  const { products, extras } = priceChoice(row, choice);
  return { products, price: priceOf({ ...row, extras_total: extras }) };
}

/** Replaces the order's extras (state `new` only), in one statement under the order's row lock. */
export async function updateProducts(db: Database, orderId: string, choice: readonly ProductChoice[]) {
  return db.transaction(async (tx) => {
    const row = await requireOrder(tx, orderId, true);
    assertOpen(row);
    const { products, extras } = priceChoice(row, choice);
    await tx.rows(sql`UPDATE orders SET products = ${JSON.stringify(products)}::jsonb, extras_total = ${extras}::int, updated_at = now()
      WHERE id = ${orderId}::uuid`);
    return { products, price: priceOf({ ...row, extras_total: extras }) };
  });
}
