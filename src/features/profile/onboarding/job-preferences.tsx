import { useId, useState, type SyntheticEvent } from 'react';
import type { OnboardingRequestPreferences } from '@generated/api/models';
import { AUTOCOMPLETE_MIN_LENGTH, useSuggestions } from '../../../entities/place/use-suggestions';
import { useMessages } from '../../../i18n/use-messages';
import { usePendingFocus } from '../../../lib/use-pending-focus';
import { Combobox } from '../../../ui/combobox/combobox';

/** How many preferred locations the onboarding call stores, and how long each may be. */
const MAX_LOCATIONS = 10;
const MAX_LOCATION_LENGTH = 120;

interface JobPreferencesProps {
  initial: OnboardingRequestPreferences;
  onSave: (preferences: OnboardingRequestPreferences) => void;
  onSkip: () => void;
}

/**
 * Job alerts on or off, and the places the candidate would like to work: the site's places are
 * suggested as they are typed, as in the search's location box.
 */
export const JobPreferences = ({ initial, onSave, onSkip }: JobPreferencesProps) => {
  const { t } = useMessages('candidate');
  const id = useId();
  const [jobAlerts, setJobAlerts] = useState(initial.jobAlerts);
  const [locations, setLocations] = useState<string[]>(initial.preferredLocations);
  const [draft, setDraft] = useState('');
  const focusLater = usePendingFocus();
  const suggestions = useSuggestions('location', draft);

  const add = (text: string) => {
    const location = text.trim().slice(0, MAX_LOCATION_LENGTH);
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
      <div className="onboarding__location-input">
        <Combobox
          inputId={`${id}-location`}
          label={t('candidate.onboarding.preferences.locations')}
          value={draft}
          onChange={setDraft}
          // A chosen suggestion is added at once; Enter adds the text as typed, not the whole step.
          onPick={(option) => add(option.value)}
          onEnter={() => add(draft)}
          options={(suggestions.data?.suggestions ?? []).map((suggestion) => ({
            label: suggestion.label,
            value: suggestion.value,
            key: `${suggestion.kind}-${suggestion.value}`,
          }))}
          minLength={AUTOCOMPLETE_MIN_LENGTH}
          listLabel={t('candidate.onboarding.preferences.suggestions')}
          errorText={suggestions.isError ? t('common.queryState.error') : null}
          maxLength={MAX_LOCATION_LENGTH}
          describedBy={`${id}-hint`}
        />
        <button
          type="button"
          className="button"
          disabled={draft.trim() === '' || locations.length >= MAX_LOCATIONS}
          onClick={() => add(draft)}
        >
          {t('candidate.onboarding.preferences.add')}
        </button>
      </div>
      <p id={`${id}-hint`} className="resume-upload__hint">
        {t('candidate.onboarding.preferences.locationsHint', { count: MAX_LOCATIONS })}
      </p>
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
