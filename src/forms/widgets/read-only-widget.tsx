import { ariaDescribedByIds } from '@rjsf/utils';
import { formatAnswer } from '../value-format';
import type { EngineWidgetProps } from '../types';

/** A read-only view of a value: text, not a disabled input, so it reads like an answer. */
export default function ReadOnlyWidget({ id, value, schema, uiSchema }: EngineWidgetProps) {
  return (
    <output id={id} className="pcsx-readonly" aria-describedby={ariaDescribedByIds(id)}>
      {formatAnswer(schema, uiSchema, value)}
    </output>
  );
}
