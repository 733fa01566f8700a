export { CategoryPresets, type CategoryPresetsProps } from './category-presets';
export { useShownWhile } from './use-shown-while';
