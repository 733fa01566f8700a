import { useId, type ReactNode } from 'react';

export interface OrderLayoutProps {
  /** The page's Polish title, shown as its only `<h1>`. */
  title: string;
  children?: ReactNode;
}

/** Frame of every page of the `order` remote: a labelled section the shell places in its `<main>`. */
export function OrderLayout({ title, children }: OrderLayoutProps) {
  const headingId = useId();
  return (
    <section className="mf-order" data-remote="order" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}
