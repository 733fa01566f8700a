export interface SkeletonProps {
  /** CSS width, e.g. `'60%'` or `240`. */
  width?: number | string;
  height?: number | string;
  /** Number of stacked lines. */
  lines?: number;
  className?: string;
}

/** A grey placeholder of the content's shape; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1em', lines = 1, className }: SkeletonProps) {
  return (
    <span aria-hidden="true" className={['tr-skeleton', className].filter(Boolean).join(' ')}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="tr-skeleton__line" style={{ width, height }} />
      ))}
    </span>
  );
}
