import { defineFieldKind } from '../field-kind';
import HtmlViewerField from '../fields/html-viewer-field';
import { contentOnly } from './info';

/** Sanitized HTML from the UI schema, to read. */
export default defineFieldKind({
  ...contentOnly,
  name: 'html-viewer',
  fields: { htmlViewer: HtmlViewerField },
});
