export { CancelledOrder, type CancelledOrderProps } from './cancelled-order';
