// The offer configurator of the hotel page: URL state, options with prices, calendar, 'Rezerwuj'.
export { OfferConfigurator, type OfferConfiguratorProps } from './offer-configurator';
export { useHotelOfferConfig, type HotelOfferConfig } from './use-hotel-offer-config';
export { offerConfigQuery } from './api/use-offer-config';
export { parseConfiguration } from './configuration-url';
export { ReserveButton, type ReserveButtonProps } from './reserve-button';
export { PartyPicker, type PartyPickerProps } from './party-picker';
export { useConfiguration, type ConfigurationState } from './use-configuration';
export { OfferGlance, CONFIGURATOR_HEADING_ID, type OfferGlanceProps } from './offer-glance';
