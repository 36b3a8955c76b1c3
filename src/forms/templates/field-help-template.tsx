import { helpId } from '@rjsf/utils';
import { fillText } from '../field-hooks';
import type { EngineFieldHelpProps } from '../types';

export default function FieldHelpTemplate({ help, fieldPathId, registry }: EngineFieldHelpProps) {
  if (typeof help !== 'string' || help === '') return null;
  return (
    <p id={helpId(fieldPathId)} className="pcsx-field__help">
      {fillText(registry.formContext, help)}
    </p>
  );
}
