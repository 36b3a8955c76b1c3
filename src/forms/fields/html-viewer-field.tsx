import { HtmlViewer } from '../components/html-viewer';
import { READ_MORE_HEIGHT } from '../components/read-more';
import { fillText } from '../field-hooks';
import { numberOption, stringOption, uiOptionsOf } from '../ui-options';
import type { EngineFieldProps } from '../types';
import { Heading } from '../components/heading';
import { headingLevelFor, labelOf } from './field-helpers';

/** `htmlViewer`: sanitized HTML from the UI schema, its placeholders filled first. */
export default function HtmlViewerField(props: EngineFieldProps) {
  const id = props.fieldPathId.$id;
  const options = uiOptionsOf(props.uiSchema);
  const html = stringOption(options, 'html') ?? '';
  return (
    <section id={id} className="pcsx-info" aria-labelledby={`${id}__title`}>
      <Heading
        level={headingLevelFor(props.fieldPathId.path)}
        id={`${id}__title`}
        className="pcsx-info__title"
      >
        {labelOf(props)}
      </Heading>
      <HtmlViewer
        html={fillText(props.registry.formContext, html)}
        maxHeight={numberOption(options, 'readMoreHeight') ?? READ_MORE_HEIGHT.default}
      />
    </section>
  );
}
