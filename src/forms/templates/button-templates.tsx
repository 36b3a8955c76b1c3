import { getSubmitButtonOptions } from '@rjsf/utils';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import type { EngineButtonProps, EngineSubmitButtonProps } from '../types';
import { isRecord, stringOption, uiOptionsOf } from '../ui-options';

/** The UI schema's own submit text (`ui:submitButtonOptions.submitText`), if it gives one. */
const ownSubmitText = (uiSchema: unknown): string | undefined => {
  const options = uiOptionsOf(uiSchema).submitButtonOptions;
  return isRecord(options) ? stringOption(options, 'submitText') : undefined;
};

export function SubmitButton({ uiSchema }: EngineSubmitButtonProps) {
  const { t } = useMessages('forms');
  const { norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <button type="submit" {...props} className="pcsx-button pcsx-button--primary">
      {ownSubmitText(uiSchema) ?? t('forms.engine.button.submit')}
    </button>
  );
}

/**
 * rjsf's icon buttons as text buttons; `title` is the text (else the button's own message),
 * `icon: "plus"` adds a plus sign.
 */
const textButton = (text: MessageId<'forms'>) =>
  function TextButton({
    icon,
    title,
    className,
    onClick,
    disabled,
    id,
    ...rest
  }: EngineButtonProps) {
    const { t } = useMessages('forms');
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
        {title ?? t(text)}
      </button>
    );
  };

export const AddButton = textButton('forms.engine.button.add');
export const CopyButton = textButton('forms.engine.button.duplicate');
export const MoveUpButton = textButton('forms.engine.button.moveUp');
export const MoveDownButton = textButton('forms.engine.button.moveDown');
export const RemoveButton = textButton('forms.engine.button.remove');
export const ClearButton = textButton('forms.engine.button.clear');
