import { fillText } from '../field-hooks';
import type { EngineTitleProps } from '../types';

export default function TitleFieldTemplate({ id, title, registry }: EngineTitleProps) {
  return (
    <h2 id={id} className="pcsx-section__title">
      {fillText(registry.formContext, title)}
    </h2>
  );
}
