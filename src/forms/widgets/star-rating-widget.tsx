import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { fillText } from '../field-hooks';
import { Fieldset } from '../templates/field-label';
import { isRecord, readFieldOptions } from '../ui-options';
import type { EngineWidgetProps } from '../types';
import { choiceInputId } from './radio-widget';
import { describedByIds } from './widget-helpers';

/** Star rating: 1 to 5 stars, each with its word (Poor, Average, Good, Very Good, Excellent). */
export const STAR_LABELS = [
  'forms.engine.stars.poor',
  'forms.engine.stars.average',
  'forms.engine.stars.good',
  'forms.engine.stars.veryGood',
  'forms.engine.stars.excellent',
] as const satisfies readonly MessageId<'forms'>[];

/**
 * A star rating as a radio group (arrow keys choose). Disabled by default: it takes input only when
 * the UI schema says `"ui:disabled": false`.
 */
export default function StarRatingWidget(props: EngineWidgetProps) {
  const {
    id,
    htmlName,
    required,
    label,
    onChange,
    onBlur,
    onFocus,
    rawErrors,
    registry,
    uiSchema,
    readonly,
  } = props;
  const { t } = useMessages('forms');
  const value: unknown = props.value;
  const isEnabled = isRecord(uiSchema) && uiSchema['ui:disabled'] === false && !readonly;
  const rating = typeof value === 'number' ? value : 0;
  const isInvalid = Boolean(rawErrors && rawErrors.length > 0);
  return (
    <Fieldset
      id={id}
      text={fillText(registry.formContext, label)}
      required={required}
      isNew={readFieldOptions(uiSchema).newItem}
      describedBy={describedByIds(id, props)}
      invalid={isInvalid}
      role="radiogroup"
      className="pcsx-stars"
      disabled={!isEnabled}
    >
      <div className="pcsx-stars__options">
        {STAR_LABELS.map((wordId, index) => {
          const word = t(wordId);
          const stars = index + 1;
          const inputId = choiceInputId(id, index);
          return (
            <span key={wordId} className="pcsx-stars__option">
              <input
                id={inputId}
                type="radio"
                name={htmlName ?? id}
                className="pcsx-stars__input"
                value={stars}
                checked={rating === stars}
                disabled={!isEnabled}
                onChange={() => onChange(stars)}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              <label
                htmlFor={inputId}
                className={`pcsx-stars__star${stars <= rating ? ' pcsx-stars__star--on' : ''}`}
              >
                <span aria-hidden="true">★</span>
                <span className="pcsx-visually-hidden">
                  {t('forms.engine.stars.option', { stars, word })}
                </span>
              </label>
            </span>
          );
        })}
      </div>
      <span className="pcsx-stars__word" aria-hidden="true">
        {rating > 0 ? t(STAR_LABELS[rating - 1]) : ''}
      </span>
    </Fieldset>
  );
}
