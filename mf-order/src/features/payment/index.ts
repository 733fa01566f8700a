export { PaymentStep, type PaymentStepProps } from './payment-step';
export { reserveAndPay, type PayOutcome, type TransferDetails } from './api/use-payment';
