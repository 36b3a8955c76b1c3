import type { MouseEvent } from 'react';
import { useGetProfileAnalysis } from '@generated/api/profile/profile';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { focusSection, sectionAnchorId } from './profile-section';

/** What each missing section asks for, by the section names profile completion uses. */
const MISSING_STEP_LABELS = {
  basic_info: 'candidate.profile.missing.basicInfo',
  contact: 'candidate.profile.missing.contact',
  resume: 'candidate.profile.missing.resume',
  skills: 'candidate.profile.missing.skills',
  experience: 'candidate.profile.missing.experience',
  education: 'candidate.profile.missing.education',
  links: 'candidate.profile.missing.links',
} as const;

const isKnownSection = (name: string): name is keyof typeof MISSING_STEP_LABELS =>
  name in MISSING_STEP_LABELS;

const jumpTo = (event: MouseEvent<HTMLAnchorElement>, section: string) => {
  if (focusSection(section)) event.preventDefault();
};

/** How complete the profile is, and a link to each section still to fill in. */
export const ProfileCompletion = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const completion = useGetProfileAnalysis({ domain });
  if (!completion.data) return null;
  const { percent, missingSections } = completion.data;
  const steps = missingSections.filter(isKnownSection);
  return (
    <div className="profile-completion" aria-busy={completion.isFetching}>
      <p>{t('candidate.profile.completion', { percent })}</p>
      <div
        className="profile-completion__bar"
        role="progressbar"
        aria-label={t('candidate.profile.completionLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="profile-completion__fill" style={{ width: `${percent}%` }} />
      </div>
      {steps.length > 0 && (
        <nav aria-label={t('candidate.profile.missingHeading')}>
          <ul className="profile-completion__steps">
            {steps.map((section) => (
              <li key={section}>
                <a
                  href={`#${sectionAnchorId(section)}`}
                  onClick={(event) => jumpTo(event, section)}
                >
                  {t(MISSING_STEP_LABELS[section])}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
};
