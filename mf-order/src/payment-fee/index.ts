export { TransactionFeeLine, type TransactionFeeLineProps } from './transaction-fee-line';
export { useTransactionFee, type PaidService } from './use-transaction-fee';
