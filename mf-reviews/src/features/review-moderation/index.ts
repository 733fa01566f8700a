// The staff moderation view of submitted reviews (container `reviews_debug`, ROLE_ADMIN).
export { ModerationQueue, type ModerationItem, type ModerationQueueProps } from './moderation-queue';
export { MODERATION_STATUSES, useModerationDecisions, useModerationQueue, type ModerationStatus } from './api/use-moderation';
export { useModerationStylesheet } from './use-moderation-stylesheet';
