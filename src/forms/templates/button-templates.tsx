import { getSubmitButtonOptions } from '@rjsf/utils';
import type { EngineButtonProps, EngineSubmitButtonProps } from '../types';

export function SubmitButton({ uiSchema }: EngineSubmitButtonProps) {
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <button type="submit" {...props} className="pcsx-button pcsx-button--primary">
      {submitText}
    </button>
  );
}

/** rjsf's icon buttons as text buttons; `title` is the text, `icon: "plus"` adds a plus sign. */
const textButton = (text: string) =>
  function TextButton({
    icon,
    title,
    className,
    onClick,
    disabled,
    id,
    ...rest
  }: EngineButtonProps) {
    return (
      <button
        type="button"
        id={id}
        onClick={onClick}
        disabled={disabled}
        aria-label={rest['aria-label']}
        className={className ?? 'pcsx-button'}
      >
        {icon === 'plus' && (
          <span className="pcsx-button__icon" aria-hidden="true">
            +
          </span>
        )}
        {title ?? text}
      </button>
    );
  };

export const AddButton = textButton('Add');
export const CopyButton = textButton('Duplicate');
export const MoveUpButton = textButton('Move up');
export const MoveDownButton = textButton('Move down');
export const RemoveButton = textButton('Remove');
export const ClearButton = textButton('Clear');
