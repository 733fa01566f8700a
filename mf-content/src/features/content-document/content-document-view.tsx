import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatDate, useTranslation } from '@travel/i18n';
import type { ContentBlock, ContentDocument, ContentLink } from '../../content/content-document';

/** Documents with at least this many sections get a table of contents at the top. */
const CONTENTS_FROM_SECTIONS = 4;

function ContentAnchor({ link }: { link: ContentLink }) {
  return link.to.startsWith('/') ? <Link to={link.to}>{link.label}</Link> : <a href={link.to}>{link.label}</a>;
}

function Block({ block }: { block: ContentBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('subheading' in block) return <h3>{block.subheading}</h3>;
  if ('list' in block)
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  if ('steps' in block)
    return (
      <ol>
        {block.steps.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    );
  if ('terms' in block)
    return (
      <dl className="content-terms">
        {block.terms.map(([term, definition]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{definition}</dd>
          </div>
        ))}
      </dl>
    );
  if ('note' in block) return <p className="content-note">{block.note}</p>;
  return (
    <ul className="content-links">
      {block.links.map((link) => (
        <li key={link.to}>
          <ContentAnchor link={link} />
        </li>
      ))}
    </ul>
  );
}

/** The body of a guide or static page: `<h2>` sections, a table of contents for long ones. */
export function ContentDocumentView({ document }: { document: ContentDocument }) {
  const { t } = useTranslation('static-pages');
  const contentsId = useId();
  const { hash } = useLocation();
  // A link from elsewhere to one part (`/przewodnik/dokumenty/#wizy`) lands on it once the body is there;
  // the router does not scroll to a fragment by itself.
  useEffect(() => {
    if (hash.length < 2) return;
    const target = window.document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.();
    target?.focus({ preventScroll: true });
  }, [hash]);
  return (
    <div className="content-document" data-testid="content-document">
      {document.effectiveFrom ? (
        <p className="content-document__effective">
          {t('document.effectiveFrom', { date: formatDate(document.effectiveFrom, 'd MMMM yyyy') })}
        </p>
      ) : null}
      {document.sections.length >= CONTENTS_FROM_SECTIONS ? (
        <nav className="content-document__contents" aria-labelledby={contentsId}>
          <h2 id={contentsId}>{t('document.contents')}</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id} tabIndex={-1}>
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            // Blocks are fixed text in a fixed order: their position is their identity.
            // oxlint-disable-next-line react/no-array-index-key
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
