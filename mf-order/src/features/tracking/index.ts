export { PaymentTracking, type PaymentTrackingProps, type TransferDetails } from './payment-tracking';
export { usePaymentStatus, useTrackPurchase, PAYMENT_POLL_MS } from './api/use-payment-status';
export { PaidAmount } from './paid-amount';
