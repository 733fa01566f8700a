export { splitAddress, useAddressNavigation } from './use-address-navigation';
export type { Address, AddressNavigation } from './use-address-navigation';
