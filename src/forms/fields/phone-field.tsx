import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { Fieldset } from '../templates/field-label';
import { isRecord, readFieldOptions } from '../ui-options';
import type { EngineFieldProps } from '../types';
import {
  asCountryCode,
  callingCodeOf,
  getCountryChoices,
  type PhoneValue,
} from '../validation/phone';
import { isInvalid, labelOf, onGroupBlur } from './field-helpers';
import { describedByIds } from '../widgets/widget-helpers';

const readPhone = (value: unknown): Partial<PhoneValue> => (isRecord(value) ? value : {});

/**
 * A phone number with its country: a country select (calling code) and the national number.
 * The country defaults to the form's default country; the number is trimmed on blur.
 */
export default function PhoneField(props: EngineFieldProps) {
  const {
    fieldPathId,
    formData,
    onChange,
    onBlur,
    registry,
    required,
    disabled,
    readonly,
    rawErrors,
    uiSchema,
  } = props;
  const { t, locale } = useMessages('forms');
  const id = fieldPathId.$id;
  const phone = readPhone(formData);
  // Kept here too, so a country chosen before any digit is typed is not lost.
  const [chosenCountry, setChosenCountry] = useState<string>();
  const country =
    asCountryCode(phone.selectedCountryCode) ??
    asCountryCode(chosenCountry) ??
    registry.formContext.defaultCountry;
  const number = typeof phone.number === 'string' ? phone.number : '';
  const isLocked = Boolean(disabled || readonly);
  const invalid = isInvalid(rawErrors);
  const emit = (nextNumber: string, nextCountry: string) => {
    setChosenCountry(nextCountry);
    const code = asCountryCode(nextCountry);
    onChange(
      nextNumber === ''
        ? undefined
        : {
            callingCode: code ? callingCodeOf(code) : '',
            number: nextNumber,
            selectedCountryCode: nextCountry,
          },
      fieldPathId.path,
    );
  };
  return (
    <div onBlur={onGroupBlur(() => onBlur(id, formData))}>
      <Fieldset
        id={id}
        text={labelOf(props)}
        required={required}
        isNew={readFieldOptions(uiSchema).newItem}
        describedBy={describedByIds(id, props)}
        className="pcsx-phone"
        disabled={isLocked}
      >
        <div className="pcsx-phone__part pcsx-phone__part--country">
          <label htmlFor={`${id}__country`} className="pcsx-field__sublabel">
            {t('forms.engine.phone.countryCode')}
          </label>
          <select
            id={`${id}__country`}
            className="pcsx-input pcsx-select"
            value={country}
            autoComplete="tel-country-code"
            onChange={(event) => emit(number, event.target.value)}
          >
            {getCountryChoices(locale).map((choice) => (
              <option key={choice.code} value={choice.code}>
                {t('forms.engine.phone.country', {
                  country: choice.name,
                  callingCode: choice.callingCode,
                })}
              </option>
            ))}
          </select>
        </div>
        <div className="pcsx-phone__part pcsx-phone__part--number">
          <label htmlFor={id} className="pcsx-field__sublabel">
            {t('forms.engine.phone.number')}
          </label>
          <input
            id={id}
            type="tel"
            className="pcsx-input"
            autoComplete="tel-national"
            value={number}
            required={required}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedByIds(id, props)}
            onChange={(event) => emit(event.target.value, country)}
            onBlur={(event) => {
              const trimmed = event.target.value.trim();
              if (trimmed !== event.target.value) emit(trimmed, country);
            }}
          />
        </div>
      </Fieldset>
    </div>
  );
}
