import { useMemo, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getGetBootDataQueryKey } from '@generated/api/boot/boot';
import {
  getGetSettingsQueryKey,
  useGetSettings,
  useUpdateSettings,
} from '@generated/api/settings/settings';
import type { BootData, CandidateSettings, CandidateSettingsUpdate } from '@generated/api/models';
import { ApiError, getRequestErrorMessage, type FieldError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useSwitchLocale } from '../../entities/locale/use-switch-locale';
import { useMessages, type Translate } from '../../i18n/use-messages';
import { timeZoneName } from '../../entities/interview/interview-time';
import { currentTimeZoneNames } from '../../shared/time-zones';
import { QueryState } from '../../ui/query-state';
import { showToast } from '../../ui/toast/toast-store';
import type { Choice } from '../../forms/form-context';
import { SimpleForm } from '../../forms/variants/simple-form';
import { useFormDefinition } from '../../forms/use-form-definition';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { DownloadDataSection } from './download-data-section';
import { JobAlertsSection } from './job-alerts-section';
import { SignedInDevicesSection } from './signed-in-devices-section';
import './settings-screen.css';

/** Every zone by its current IANA name, each with the locale's name for it. */
const timeZoneChoices = (current: string, t: Translate<'candidate'>, locale: string): Choice[] =>
  currentTimeZoneNames(current).map((zone) => ({
    value: zone,
    label: t('candidate.settings.timeZoneOption', {
      zone: zone.replaceAll('_', ' '),
      name: timeZoneName(zone, locale),
    }),
  }));

/** The saved zone becomes the session's at once, so every date on the site follows it. */
const setSessionTimeZone = (queryClient: QueryClient, timezone: string) =>
  queryClient.setQueryData<BootData>(getGetBootDataQueryKey(), (current) =>
    current?.user ? { ...current, user: { ...current.user, timezone } } : current,
  );

const isSettingsUpdate = (value: unknown): value is CandidateSettingsUpdate =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SettingsForm = ({ settings }: { settings: CandidateSettings }) => {
  const { t, locale } = useMessages('candidate');
  const boot = useSession();
  const definition = useFormDefinition('settings');
  const queryClient = useQueryClient();
  const update = useUpdateSettings();
  const switchLocale = useSwitchLocale();
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const choiceLists = useMemo(
    () => ({
      languages: boot.configs.supportedLanguages.map((language) => ({
        value: language.code,
        label: language.label,
      })),
      timezones: timeZoneChoices(settings.timezone, t, locale),
    }),
    [boot.configs.supportedLanguages, settings.timezone, t, locale],
  );
  if (definition.isError) return <p role="alert">{getRequestErrorMessage(definition.error)}</p>;
  if (!definition.data) {
    return (
      <p className="loading" role="status">
        {t('common.loading')}
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
      submitLabel={t('candidate.settings.save')}
      onSubmit={(data) => {
        if (!isSettingsUpdate(data)) return;
        setServerErrors([]);
        update.mutate(
          { data, params: { domain: boot.domain } },
          {
            onSuccess: (saved) => {
              queryClient.setQueryData(getGetSettingsQueryKey({ domain: boot.domain }), saved);
              setSessionTimeZone(queryClient, saved.timezone);
              // The page turns to the saved language at once; the form saved it already.
              if (saved.language !== settings.language)
                switchLocale(saved.language, { save: false });
              showToast({ message: t('candidate.settings.saved'), variant: 'success' });
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

/**
 * /careers/settings: language, time zone, notifications and profile visibility, and the way to the
 * job alerts; then the account: password, the browsers signed in to it, a copy of the candidate's
 * data, and deleting the account.
 */
export const SettingsScreen = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const settings = useGetSettings({ domain });
  return (
    <section>
      <h1>{t('candidate.settings.heading')}</h1>
      <QueryState {...settings}>{(data) => <SettingsForm settings={data} />}</QueryState>
      <JobAlertsSection />
      <ChangePasswordSection />
      <SignedInDevicesSection />
      <DownloadDataSection />
      <DeleteAccountSection />
    </section>
  );
};

/** The route module's screen. */
export { SettingsScreen as Component };
