export { GuideContents, GuideNavigation, GuidePager } from './guide-navigation';
