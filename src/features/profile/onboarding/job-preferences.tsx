import { useId, useState, type SyntheticEvent } from 'react';
import type { OnboardingRequestPreferences } from '@generated/api/models';
import { useMessages } from '../../../i18n/use-messages';
import { usePendingFocus } from '../../../lib/use-pending-focus';

/** How many preferred locations the onboarding call stores, and how long each may be. */
const MAX_LOCATIONS = 10;
const MAX_LOCATION_LENGTH = 120;

interface JobPreferencesProps {
  initial: OnboardingRequestPreferences;
  onSave: (preferences: OnboardingRequestPreferences) => void;
  onSkip: () => void;
}

/** Job alerts on or off, and the places the candidate would like to work. */
export const JobPreferences = ({ initial, onSave, onSkip }: JobPreferencesProps) => {
  const { t } = useMessages('candidate');
  const id = useId();
  const [jobAlerts, setJobAlerts] = useState(initial.jobAlerts);
  const [locations, setLocations] = useState<string[]>(initial.preferredLocations);
  const [draft, setDraft] = useState('');
  const focusLater = usePendingFocus();

  const add = () => {
    const location = draft.trim().slice(0, MAX_LOCATION_LENGTH);
    if (
      location === '' ||
      locations.length >= MAX_LOCATIONS ||
      locations.some((known) => known.toLowerCase() === location.toLowerCase())
    ) {
      return;
    }
    setLocations([...locations, location]);
    setDraft('');
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSave({ jobAlerts, preferredLocations: locations });
  };

  return (
    <form onSubmit={submit} className="form-stack">
      <div className="resume-review__item">
        <input
          id={`${id}-alerts`}
          type="checkbox"
          checked={jobAlerts}
          onChange={(event) => setJobAlerts(event.currentTarget.checked)}
        />
        <label htmlFor={`${id}-alerts`}>{t('candidate.onboarding.preferences.jobAlerts')}</label>
      </div>
      <label htmlFor={`${id}-location`}>{t('candidate.onboarding.preferences.locations')}</label>
      <p id={`${id}-hint`} className="resume-upload__hint">
        {t('candidate.onboarding.preferences.locationsHint', { count: MAX_LOCATIONS })}
      </p>
      <div className="onboarding__location-input">
        <input
          id={`${id}-location`}
          type="text"
          value={draft}
          maxLength={MAX_LOCATION_LENGTH}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter adds the location rather than submitting the whole step.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button
          type="button"
          className="button"
          disabled={draft.trim() === '' || locations.length >= MAX_LOCATIONS}
          onClick={add}
        >
          {t('candidate.onboarding.preferences.add')}
        </button>
      </div>
      {locations.length > 0 ? (
        <ul className="inline-list" aria-label={t('candidate.onboarding.preferences.chosen')}>
          {locations.map((location) => (
            <li key={location} className="chip">
              {location}{' '}
              <button
                type="button"
                className="link-button"
                aria-label={t('candidate.onboarding.preferences.remove', { location })}
                onClick={() => {
                  // The button goes with its chip: the location field is where the next one starts.
                  focusLater(`${id}-location`);
                  setLocations(locations.filter((known) => known !== location));
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('candidate.onboarding.preferences.anywhere')}</p>
      )}
      <div className="resume-actions">
        <button type="submit" className="button button--primary">
          {t('candidate.onboarding.preferences.save')}
        </button>
        <button type="button" className="button" onClick={onSkip}>
          {t('candidate.onboarding.skip')}
        </button>
      </div>
    </form>
  );
};
