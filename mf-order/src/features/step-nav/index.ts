export { StepNavigation, stepPath, type StepNavigationProps } from './step-navigation';
