import { useId, type ReactNode } from 'react';

export interface HotelLayoutProps {
  /** The page's Polish title, shown as its only `<h1>`. */
  title: string;
  children?: ReactNode;
}

/** Frame of every page of the `hotel` remote: a labelled section the shell places in its `<main>`. */
export function HotelLayout({ title, children }: HotelLayoutProps) {
  const headingId = useId();
  return (
    <section className="mf-hotel" data-remote="hotel" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}
