import { useId, type ReactNode } from 'react';

export interface ContentLayoutProps {
  /** The page's Polish title, shown as its only `<h1>`. */
  title: string;
  children?: ReactNode;
}

/** Frame of every page of the `content` remote: a labelled section the shell places in its `<main>`. */
export function ContentLayout({ title, children }: ContentLayoutProps) {
  const headingId = useId();
  return (
    <section className="mf-content" data-remote="content" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}
