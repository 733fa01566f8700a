/**
 * The summary step's agreements, without zod: the order page renders them on its first paint,
 * while the schemas (`./purchase`) are needed only when it talks to the API
 * (docs/adr/0192-first-load-budget.md).
 */

/** Agreements of the summary step (docs/product/order-and-payment.md); `newsletter` is marketing, never required. */
export const AGREEMENT_NAMES = ['gdpr', 'insurance', 'newsletter', 'offer', 'payment', 'tos'] as const;
export type AgreementName = (typeof AGREEMENT_NAMES)[number];
/** Required before the reservation; `insurance` too when an insurance product is chosen. */
export const REQUIRED_AGREEMENTS: readonly AgreementName[] = ['tos', 'gdpr', 'offer', 'payment'];
