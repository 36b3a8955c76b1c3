import { descriptionId, errorId, helpId, type RJSFSchema } from '@rjsf/utils';
import { readFieldOptions, stringOption, uiOptionsOf } from '../ui-options';
import type { EngineWidgetProps } from '../types';

interface DescribedField {
  rawErrors?: readonly unknown[];
  schema: RJSFSchema;
  uiSchema?: unknown;
  hideError?: boolean;
}

const hasText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The problem a field shows: its first (the first failure wins), if it has one. */
export const firstProblem = (errors: readonly unknown[] | undefined): string | undefined =>
  errors?.find(hasText);

/**
 * The ids of the field's problem, description and help that are on the page, for
 * aria-describedby: the problem is shown only while there is one, the others only when written.
 */
export const describedByIds = (
  id: string,
  { rawErrors, schema, uiSchema, hideError }: DescribedField,
): string | undefined => {
  const options = uiOptionsOf(uiSchema);
  const description = hasText(options.description) ? options.description : schema.description;
  const ids = [
    !hideError && firstProblem(rawErrors) !== undefined ? errorId(id) : undefined,
    hasText(description) ? descriptionId(id) : undefined,
    hasText(options.help) ? helpId(id) : undefined,
  ].filter(hasText);
  return ids.length > 0 ? ids.join(' ') : undefined;
};

/** The ARIA wiring every input of the theme shares: what describes it, invalid state, own name. */
export const inputAria = (
  props: Pick<EngineWidgetProps, 'id' | 'rawErrors' | 'schema' | 'uiSchema' | 'hideError'>,
) => {
  const { ariaLabel } = readFieldOptions(props.uiSchema);
  return {
    'aria-describedby': describedByIds(props.id, props),
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
