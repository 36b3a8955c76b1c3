import { useEffect, useMemo, useState } from 'react';
import { useGetSelectOptions } from '@generated/api/forms/forms';
import type { GetSelectOptionsParams } from '@generated/api/models';
import { useMessages } from '../../i18n/use-messages';
import type { Choice } from '../form-context';
import { fieldPathFromId } from '../field-ids';
import { useFirstDependencyValue } from '../field-hooks';
import { isRecord, readFieldOptions, stringOption } from '../ui-options';
import type { EngineWidgetProps } from '../types';
import DropdownWidget from './dropdown-widget';
import { inputAria, isLocked } from './widget-helpers';

export const NOT_APPLICABLE_VALUE = 'N/A';
/** The label of the 'N/A' choice an empty option list falls back to. */
export const NOT_APPLICABLE_LABEL = 'forms.engine.select.notApplicable';
/** How long an empty option list waits before it shows 'Not Applicable'. */
export const SELECT_FALLBACK_DELAY_MS = 25;
const OPTIONS_STALE_MS = 5 * 60 * 1000;

const asChoices = (value: unknown): Choice[] =>
  Array.isArray(value)
    ? value.flatMap((item) =>
        isRecord(item) && typeof item.value === 'string' && typeof item.label === 'string'
          ? [
              {
                value: item.value,
                label: item.label,
                ...(isRecord(item.iconProps) && typeof item.iconProps.name === 'string'
                  ? { iconProps: { name: item.iconProps.name } }
                  : {}),
              },
            ]
          : [],
      )
    : [];

/** Where an options endpoint takes the first dependency's value. */
const PARENT_VALUE_PLACEHOLDER = '{{parentValue}}';

/** Replaces `{{parentValue}}` in the options endpoint with the first dependency's value. */
export const optionsUrlFor = (template: string, parentValue: unknown): string =>
  template.replaceAll(
    PARENT_VALUE_PLACEHOLDER,
    encodeURIComponent(
      typeof parentValue === 'string' || typeof parentValue === 'number' ? String(parentValue) : '',
    ),
  );

const OPTIONS_PATH = /^\/api\/pcsx\/select_options\/([^/]+)$/;

export interface OptionsRequest {
  source: string;
  params: GetSelectOptionsParams;
}

/**
 * The select-options call an options URL of this site stands for: its option source, and its
 * query (`parent_value`) with the careers site's domain. Undefined for any other URL.
 */
export const optionsRequestFor = (
  url: string,
  domain: string | undefined,
): OptionsRequest | undefined => {
  const parsed = new URL(url, window.location.origin);
  const source = OPTIONS_PATH.exec(parsed.pathname)?.[1];
  if (parsed.origin !== window.location.origin || source === undefined) return undefined;
  return {
    source: decodeURIComponent(source),
    params: { ...Object.fromEntries(parsed.searchParams), domain },
  };
};

/**
 * A select whose options come from the configurable endpoint, a list the page supplies, the UI
 * schema or the schema. No options shows a single 'Not Applicable'; a single 'N/A' option is
 * chosen and the field disabled; a value that is not among the loaded options is cleared.
 */
function ConfigurableSelect(props: EngineWidgetProps) {
  const {
    id,
    htmlName,
    required,
    placeholder,
    onChange,
    onBlur,
    onFocus,
    options,
    registry,
    uiSchema,
  } = props;
  const { t } = useMessages('forms');
  const value: unknown = props.value;
  const context = registry.formContext;
  const path = fieldPathFromId(id, registry.globalFormOptions.idPrefix);
  const parentValue = useFirstDependencyValue(context, readFieldOptions(uiSchema), path);
  const template = stringOption(options, 'optionsUrl');
  const url = template === undefined ? undefined : optionsUrlFor(template, parentValue);
  const request = url === undefined ? undefined : optionsRequestFor(url, context.domain);
  const isForeignUrl = url !== undefined && request === undefined;
  useEffect(() => {
    if (isForeignUrl) {
      console.warn(`Ignoring optionsUrl "${url}": options come from /api/pcsx/select_options/…`);
    }
  }, [url, isForeignUrl]);
  const remote = useGetSelectOptions(request?.source ?? '', request?.params, {
    query: { enabled: request !== undefined, staleTime: OPTIONS_STALE_MS },
  });
  // The list the options come from, so a fallback belongs to the list that came back empty.
  const remoteKey = request === undefined ? undefined : url;
  const listName = stringOption(options, 'choicesFrom');
  const enumOptions = options.enumOptions;
  const staticChoices = useMemo<readonly Choice[]>(() => {
    if (listName !== undefined) return context.choiceLists[listName] ?? [];
    if (Array.isArray(options.choices)) return asChoices(options.choices);
    return (enumOptions ?? []).map((option) => ({
      value: String(option.value),
      label: option.label,
    }));
  }, [listName, context.choiceLists, options.choices, enumOptions]);
  const remoteOptions = remote.data?.options;
  const loaded = useMemo<readonly Choice[] | undefined>(
    () =>
      remoteKey === undefined
        ? staticChoices
        : remoteOptions
          ? asChoices(remoteOptions)
          : undefined,
    [remoteKey, staticChoices, remoteOptions],
  );

  const isEmpty = loaded !== undefined && loaded.length === 0;
  // The list that came back empty; the fallback shows once the delay has passed for that list.
  const emptyListKey = isEmpty ? (remoteKey ?? listName ?? 'schema') : undefined;
  const [fallbackKey, setFallbackKey] = useState<string>();
  useEffect(() => {
    if (emptyListKey === undefined) return undefined;
    const timer = setTimeout(() => setFallbackKey(emptyListKey), SELECT_FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [emptyListKey]);
  const isFallbackShown = emptyListKey !== undefined && fallbackKey === emptyListKey;
  const choices = useMemo<readonly Choice[]>(
    () =>
      isEmpty
        ? isFallbackShown
          ? [{ value: NOT_APPLICABLE_VALUE, label: t(NOT_APPLICABLE_LABEL) }]
          : []
        : (loaded ?? []),
    [isEmpty, isFallbackShown, loaded, t],
  );
  const isOnlyNotApplicable = choices.length === 1 && choices[0].value === NOT_APPLICABLE_VALUE;
  const current = typeof value === 'string' ? value : '';

  useEffect(() => {
    if (loaded === undefined || (isEmpty && !isFallbackShown)) return;
    if (isOnlyNotApplicable) {
      if (current !== NOT_APPLICABLE_VALUE) onChange(NOT_APPLICABLE_VALUE);
    } else if (current !== '' && !choices.some((choice) => choice.value === current)) {
      onChange(undefined);
    }
  }, [loaded, isEmpty, isFallbackShown, isOnlyNotApplicable, current, choices, onChange]);

  return (
    <select
      id={id}
      name={htmlName ?? id}
      className="pcsx-input pcsx-select"
      value={choices.some((choice) => choice.value === current) ? current : ''}
      required={required}
      disabled={isLocked(props) || isOnlyNotApplicable}
      aria-busy={remoteKey !== undefined && remote.isFetching ? true : undefined}
      {...inputAria(props)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      {!isOnlyNotApplicable && (
        <option value="">{placeholder || t('forms.engine.select.placeholder')}</option>
      )}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value} data-icon={choice.iconProps?.name}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/** Schema choices with more than one option need none of the look-ups: they render the plain dropdown. */
export default function SelectWidget(props: EngineWidgetProps) {
  const { options } = props;
  const isConfigurable =
    options.optionsUrl !== undefined ||
    options.choicesFrom !== undefined ||
    options.choices !== undefined ||
    (options.enumOptions?.length ?? 0) <= 1;
  return isConfigurable ? <ConfigurableSelect {...props} /> : <DropdownWidget {...props} />;
}
