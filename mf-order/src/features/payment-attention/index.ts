// The payments staff page (container `order_debug`, ROLE_ADMIN; docs/adr/0200-payment-state-machine.md).
export { PaymentAttentionLists, type PaymentAttentionListsProps } from './payment-attention';
export { usePaymentAttention, usePaymentRefund } from './api/use-payment-attention';
export { usePaymentAttentionStylesheet } from './use-payment-attention-stylesheet';
