export { emitCheckoutStep, useCheckoutSummaryStep } from './checkout-progress';
