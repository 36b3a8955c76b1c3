import { errorId } from '@rjsf/utils';
import type { EngineFieldErrorProps } from '../types';

/**
 * The field's first problem only (the first failure wins, §5). The element is always there, so the
 * input's aria-describedby points at something and a new message is read when it appears.
 */
export default function FieldErrorTemplate({ errors, fieldPathId }: EngineFieldErrorProps) {
  const first = errors?.find((error) => typeof error === 'string' && error !== '');
  return (
    <p id={errorId(fieldPathId)} className="pcsx-field__error" aria-live="polite">
      {typeof first === 'string' ? first : null}
    </p>
  );
}
