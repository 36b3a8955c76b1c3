import { PdfViewer } from '../../ui/pdf-viewer/pdf-viewer';
import { stringOption, uiOptionsOf } from '../ui-options';
import type { EngineFieldProps } from '../types';
import { Heading } from '../components/heading';
import { headingLevelFor, labelOf } from './field-helpers';

/** `pdfViewer`: a document to read, from `bytes` (base64) or `url` in the UI schema. */
export default function PdfViewerField(props: EngineFieldProps) {
  const id = props.fieldPathId.$id;
  const options = uiOptionsOf(props.uiSchema);
  const title = labelOf(props);
  return (
    <div className="pcsx-info">
      <Heading level={headingLevelFor(props.fieldPathId.path)} className="pcsx-info__title">
        {title}
      </Heading>
      <PdfViewer
        id={id}
        title={title}
        url={stringOption(options, 'url')}
        bytes={stringOption(options, 'bytes')}
      />
    </div>
  );
}
