export { ContentDocumentView } from './content-document-view';
export { DocumentBody } from './document-body';
export { GuideMap } from './guide-map';
export { contentDocumentQueryOptions, useContentDocument, type DocumentRef } from './api/use-content-document';
export { GUIDE_DOCUMENTS, STATIC_DOCUMENTS } from './api/content-documents';
