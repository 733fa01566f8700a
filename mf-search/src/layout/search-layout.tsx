import { useId, type ReactNode } from 'react';

export interface SearchLayoutProps {
  /** The page's Polish title, shown as its only `<h1>`. */
  title: string;
  children?: ReactNode;
}

/** Frame of every page of the `search` remote: a labelled section the shell places in its `<main>`. */
export function SearchLayout({ title, children }: SearchLayoutProps) {
  const headingId = useId();
  return (
    <section className="mf-search" data-remote="search" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}
