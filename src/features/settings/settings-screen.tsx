import { useGetSettings } from '@generated/api/settings/settings';
import { useSession } from '../../api/session';
import { QueryState } from '../../ui/query-state';

const VISIBILITY_LABELS = {
  public: 'Public',
  recruiters_only: 'Recruiters only',
  private: 'Private',
} as const;

const onOff = (value: boolean) => (value ? 'On' : 'Off');

export const SettingsScreen = () => {
  const { domain } = useSession();
  const settings = useGetSettings({ domain });
  return (
    <section>
      <h1>Settings</h1>
      <QueryState {...settings}>
        {(data) => (
          <dl className="details">
            <dt>Language</dt>
            <dd>{data.language}</dd>
            <dt>Time zone</dt>
            <dd>{data.timezone}</dd>
            <dt>Job alert emails</dt>
            <dd>{onOff(data.emailNotifications.jobAlerts)}</dd>
            <dt>Application update emails</dt>
            <dd>{onOff(data.emailNotifications.applicationUpdates)}</dd>
            <dt>Marketing emails</dt>
            <dd>{onOff(data.emailNotifications.marketing)}</dd>
            <dt>In-app notifications</dt>
            <dd>{onOff(data.inAppNotifications)}</dd>
            <dt>Profile visibility</dt>
            <dd>{VISIBILITY_LABELS[data.profileVisibility]}</dd>
          </dl>
        )}
      </QueryState>
    </section>
  );
};
