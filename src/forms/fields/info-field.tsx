import { ReadMore, READ_MORE_HEIGHT } from '../components/read-more';
import { fillText } from '../field-hooks';
import { numberOption, stringOption, uiOptionsOf } from '../ui-options';
import type { EngineFieldProps } from '../types';
import { Heading } from '../components/heading';
import { headingLevelFor, labelOf } from './field-helpers';

const textOf = (props: EngineFieldProps): string => {
  const options = uiOptionsOf(props.uiSchema);
  return (
    stringOption(options, 'text') ??
    stringOption(options, 'description') ??
    props.schema.description ??
    ''
  );
};

/** A note for the candidate (no answer): its title and text, collapsed past 400 px. */
export function InfoField(props: EngineFieldProps) {
  const id = props.fieldPathId.$id;
  const options = uiOptionsOf(props.uiSchema);
  return (
    <section id={id} className="pcsx-info" aria-labelledby={`${id}__title`}>
      <Heading
        level={headingLevelFor(props.fieldPathId.path)}
        id={`${id}__title`}
        className="pcsx-info__title"
      >
        {labelOf(props)}
      </Heading>
      <ReadMore maxHeight={numberOption(options, 'readMoreHeight') ?? READ_MORE_HEIGHT.default}>
        <p>{fillText(props.registry.formContext, textOf(props))}</p>
      </ReadMore>
    </section>
  );
}

/** Instructions: like a note, but collapsed past 150 px. */
export function InstructionField(props: EngineFieldProps) {
  const id = props.fieldPathId.$id;
  const options = uiOptionsOf(props.uiSchema);
  return (
    <section id={id} className="pcsx-info pcsx-info--instruction" aria-labelledby={`${id}__title`}>
      <Heading
        level={headingLevelFor(props.fieldPathId.path)}
        id={`${id}__title`}
        className="pcsx-info__title"
      >
        {labelOf(props)}
      </Heading>
      <ReadMore maxHeight={numberOption(options, 'readMoreHeight') ?? READ_MORE_HEIGHT.instruction}>
        <p>{fillText(props.registry.formContext, textOf(props))}</p>
      </ReadMore>
    </section>
  );
}
