export { CategoryPresets, type CategoryPresetsProps } from './category-presets';
