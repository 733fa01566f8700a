import { useId, type ReactNode } from 'react';
import type { RemoteName } from '@travel/contracts/remotes';

export interface RemoteFrameProps {
  /** The remote that renders the page; journeys find a page by `[data-remote="<name>"]`. */
  remote: RemoteName;
  /** The page's Polish title, shown as its only `<h1>` and naming the region. */
  title: string;
  children?: ReactNode;
}

/** Frame of every remote page: a section labelled by its `<h1>`, placed in the shell's `<main>`. */
export function RemoteFrame({ remote, title, children }: RemoteFrameProps) {
  const headingId = useId();
  return (
    <section className={`mf-${remote}`} data-remote={remote} aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}
