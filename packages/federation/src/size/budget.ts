/**
 * The first-load budget: JS a route loads before it is interactive, brotli, at most
 * 170 KB on every route (docs/adr/0192-first-load-budget.md). `npm run size` exits non-zero above it.
 */
export const ROUTE_BUDGET_BYTES = 170 * 1024;

export interface RouteTotal {
  route: string;
  brotli: number;
}

/** One line per route over its budget, naming the route, its size and the excess; empty when all fit. */
export function overBudget(totals: readonly RouteTotal[], budget = ROUTE_BUDGET_BYTES): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return totals
    .filter((total) => total.brotli > budget)
    .map((total) => `${total.route}: ${kb(total.brotli)} brotli, ${kb(total.brotli - budget)} over the ${kb(budget)} budget`);
}

/** What `npm run size -- --report <file>` writes: the budget and each route's total, brotli bytes. */
export interface SizeReport {
  budgetBytes: number;
  routes: Array<{ route: string; brotliBytes: number }>;
}
