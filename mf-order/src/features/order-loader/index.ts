export { OrderGate, type OrderGateProps } from './order-gate';
export { orderQueryOptions, useOrder } from './api/use-order';
export { rememberedStep, rememberStep } from './remembered-step';
