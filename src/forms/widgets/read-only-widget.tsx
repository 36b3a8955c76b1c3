import { useMessages } from '../../i18n/use-messages';
import { formatAnswer } from '../value-format';
import type { EngineWidgetProps } from '../types';
import { describedByIds } from './widget-helpers';

/** A read-only view of a value: text, not a disabled input, so it reads like an answer. */
export default function ReadOnlyWidget(props: EngineWidgetProps) {
  const { t } = useMessages('forms');
  const { id, schema, uiSchema } = props;
  const value: unknown = props.value;
  return (
    <output id={id} className="pcsx-readonly" aria-describedby={describedByIds(id, props)}>
      {formatAnswer(schema, uiSchema, value, t)}
    </output>
  );
}
