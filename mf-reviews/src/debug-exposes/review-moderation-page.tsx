import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import {
  MODERATION_STATUSES,
  ModerationQueue,
  useModerationDecisions,
  useModerationQueue,
  useModerationStylesheet,
  type ModerationStatus,
} from '../features/review-moderation';

const STATUS_PARAM = 'status';
const statusOf = (value: string | null): ModerationStatus => MODERATION_STATUSES.find((s) => s === value) ?? 'to_verification';

/** `/debug/opinie/[?status=published|rejected]` (container `reviews_debug`, ROLE_ADMIN): review moderation. */
export function ReviewModerationPage() {
  useModerationStylesheet();
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get(STATUS_PARAM));
  const queue = useModerationQueue(status);
  const { publish, reject } = useModerationDecisions();
  return (
    <RemoteFrame remote="reviews" title={t('moderation.heading')}>
      <ModerationQueue
        status={status}
        onStatusChange={(next) => setParams(next === 'to_verification' ? {} : { [STATUS_PARAM]: next }, { replace: true })}
        items={queue.data?.items}
        loadFailed={queue.isError}
        onRetry={() => void queue.refetch()}
        onPublish={(item) => publish.mutateAsync({ params: { reviewId: item.reviewId } })}
        onReject={(item, reason) => reject.mutateAsync({ params: { reviewId: item.reviewId }, body: { reason } })}
      />
    </RemoteFrame>
  );
}
