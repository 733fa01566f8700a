// "Powiadom mnie, gdy cena spadnie" for every remote that offers it (docs/product/price-alerts.md).
export { PriceAlert, type PriceAlertProps } from './price-alert';
export { PriceAlertConfirmation } from './price-alert-confirmation';
