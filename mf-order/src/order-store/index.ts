export * from './order-store';
