import { ariaDescribedByIds } from '@rjsf/utils';
import { readFieldOptions, stringOption } from '../ui-options';
import type { EngineWidgetProps } from '../types';

/** The ARIA wiring every input of the theme shares: description ids, invalid state, own name. */
export const inputAria = (
  props: Pick<EngineWidgetProps, 'id' | 'rawErrors' | 'uiSchema' | 'hideLabel'>,
) => {
  const { ariaLabel } = readFieldOptions(props.uiSchema);
  return {
    'aria-describedby': ariaDescribedByIds(props.id),
    'aria-invalid': props.rawErrors && props.rawErrors.length > 0 ? true : undefined,
    'aria-label': ariaLabel,
  } as const;
};

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const autoCompleteOf = (options: EngineWidgetProps['options']): string | undefined =>
  stringOption(options, 'autocomplete');

export const isLocked = (props: Pick<EngineWidgetProps, 'disabled' | 'readonly'>): boolean =>
  Boolean(props.disabled || props.readonly);
