import type { HTMLAttributes } from 'react';

/** Text for screen readers only. Inline styles keep it working where no shop stylesheet is loaded. */
const HIDDEN_STYLE = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function VisuallyHidden({ style, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span style={{ ...HIDDEN_STYLE, ...style }} {...rest} />;
}
