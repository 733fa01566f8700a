import { useId, type ReactNode } from 'react';

export interface ReviewsLayoutProps {
  /** The page's Polish title, shown as its only `<h1>`. */
  title: string;
  children?: ReactNode;
}

/** Frame of every page of the `reviews` remote: a labelled section the shell places in its `<main>`. */
export function ReviewsLayout({ title, children }: ReviewsLayoutProps) {
  const headingId = useId();
  return (
    <section className="mf-reviews" data-remote="reviews" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}
