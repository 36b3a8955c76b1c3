import { defineFieldKind } from '../field-kind';
import PdfViewerField from '../fields/pdf-viewer-field';
import { contentOnly } from './info';

/** A PDF to read, from base64 `bytes` or a `url` in the UI schema. */
export default defineFieldKind({
  ...contentOnly,
  name: 'pdf-viewer',
  fields: { pdfViewer: PdfViewerField },
});
