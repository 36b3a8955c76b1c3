import { fillText } from '../field-hooks';
import type { EngineDescriptionProps } from '../types';

export default function DescriptionFieldTemplate({
  id,
  description,
  registry,
}: EngineDescriptionProps) {
  if (!description) return null;
  return (
    <p id={id} className="pcsx-field__description">
      {typeof description === 'string' ? fillText(registry.formContext, description) : description}
    </p>
  );
}
