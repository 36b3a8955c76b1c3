import type { AutocompleteSuggestion } from '@generated/api/models';
import { ApiError } from '../../api/api-error';
import { AUTOCOMPLETE_MIN_LENGTH, useSuggestions } from '../../entities/place/use-suggestions';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { Combobox } from '../../ui/combobox/combobox';

export const AUTOCOMPLETE_FAILED = 'search.autocomplete.failed' satisfies MessageId<'search'>;

interface AutocompleteInputProps {
  kind: 'query' | 'location';
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onPick: (value: string) => void;
}

/** A search box with suggestions from the index. */
export const AutocompleteInput = ({
  kind,
  label,
  name,
  value,
  onChange,
  onPick,
}: AutocompleteInputProps) => {
  const { t } = useMessages('search');
  const suggestions = useSuggestions(kind, value);
  const items: AutocompleteSuggestion[] = suggestions.data?.suggestions ?? [];
  const errorText = !suggestions.isError
    ? null
    : suggestions.error instanceof ApiError
      ? (suggestions.error.serverMessage ?? t(AUTOCOMPLETE_FAILED))
      : t(AUTOCOMPLETE_FAILED);
  return (
    <Combobox
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      onPick={(option) => onPick(option.value)}
      options={items.map((item) => ({
        label: item.label,
        value: item.value,
        key: `${item.kind}-${item.value}`,
      }))}
      minLength={AUTOCOMPLETE_MIN_LENGTH}
      listLabel={t('search.autocomplete.suggestions', { label })}
      errorText={errorText}
    />
  );
};
