import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetSettingsQueryKey,
  useGetSettings,
  useUpdateSettings,
} from '@generated/api/settings/settings';
import type { CandidateSettings, CandidateSettingsUpdate } from '@generated/api/models';
import { ApiError, getRequestErrorMessage, type FieldError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { QueryState } from '../../ui/query-state';
import { showToast } from '../../ui/toast/toast-store';
import type { Choice } from '../../forms/form-context';
import { SimpleForm } from '../../forms/variants/simple-form';
import { useFormDefinition } from '../../forms/use-form-definition';

export const SETTINGS_SAVED_MESSAGE = 'Settings saved';

const timeZoneChoices = (current: string): Choice[] => {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones]).map((zone) => ({
    value: zone,
    label: zone.replaceAll('_', ' '),
  }));
};

const isSettingsUpdate = (value: unknown): value is CandidateSettingsUpdate =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SettingsForm = ({ settings }: { settings: CandidateSettings }) => {
  const boot = useSession();
  const definition = useFormDefinition('settings');
  const queryClient = useQueryClient();
  const update = useUpdateSettings();
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const choiceLists = useMemo(
    () => ({
      languages: boot.configs.supportedLanguages.map((language) => ({
        value: language.code,
        label: language.label,
      })),
      timezones: timeZoneChoices(settings.timezone),
    }),
    [boot.configs.supportedLanguages, settings.timezone],
  );
  if (definition.isError) return <p role="alert">{getRequestErrorMessage(definition.error)}</p>;
  if (!definition.data) {
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  }
  return (
    <SimpleForm
      definition={definition.data}
      initialData={settings}
      choiceLists={choiceLists}
      domain={boot.domain}
      serverErrors={serverErrors}
      isBusy={update.isPending}
      submitLabel="Save settings"
      onSubmit={(data) => {
        if (!isSettingsUpdate(data)) return;
        setServerErrors([]);
        update.mutate(
          { data, params: { domain: boot.domain } },
          {
            onSuccess: (saved) => {
              queryClient.setQueryData(getGetSettingsQueryKey({ domain: boot.domain }), saved);
              showToast({ message: SETTINGS_SAVED_MESSAGE, variant: 'success' });
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status === 422)
                setServerErrors(error.fieldErrors);
              showToast({ message: getRequestErrorMessage(error), variant: 'disruptive' });
            },
          },
        );
      }}
    />
  );
};

/** /careers/settings: language, time zone, notifications and profile visibility. */
export const SettingsScreen = () => {
  const { domain } = useSession();
  const settings = useGetSettings({ domain });
  return (
    <section>
      <h1>Settings</h1>
      <QueryState {...settings}>{(data) => <SettingsForm settings={data} />}</QueryState>
    </section>
  );
};
