export { ExtrasPicker, type ExtrasPickerProps } from './extras-picker';
export { ExtrasSection } from './extras-section';
export { useAdditionalProducts, useUpdateProducts } from './api/use-extras';
