import { ContentError, ContentLoading } from '../../components/page-states';
import { ContentDocumentView } from './content-document-view';
import { useContentDocument, type DocumentRef } from './api/use-content-document';

/** A page's body with its loading and error states. */
export function DocumentBody({ document }: { document: DocumentRef }) {
  const query = useContentDocument(document);
  if (query.isError) return <ContentError onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <ContentLoading />;
  return <ContentDocumentView document={query.data} />;
}
