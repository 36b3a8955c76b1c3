import { useGetProfileDetails } from '@generated/api/profile/profile';
import type {
  EducationEntry,
  ExperienceEntry,
  ProfileLink,
  UserProfile,
} from '@generated/api/models';
import { useSession } from '../../api/session';
import { useFocusFromHash } from '../../lib/use-focus-from-hash';
import { personName } from '../../lib/person-name';
import { useMessages } from '../../i18n/use-messages';
import { QueryState } from '../../ui/query-state';
import { ProfileAvatar } from './avatar/profile-avatar';
import { FormSection } from './form-section';
import { answersOf, withNulls, withoutNulls } from './form-values';
import { ListSection } from './list-section';
import { ProfileCompletion } from './profile-completion';
import { focusSectionByAnchor } from './profile-section';
import { ResumeSection } from './resume/resume-section';
import './profile.css';

const ProfileSections = ({ profile }: { profile: UserProfile }) => {
  const { t } = useMessages('candidate');
  // A link from elsewhere (a nudge, completion) to `#profile-section-…` lands on that section.
  useFocusFromHash({ focusTarget: focusSectionByAnchor });
  const describeExperience = (entry: ExperienceEntry) =>
    t('candidate.profile.experienceItem', {
      title: entry.title,
      company: entry.company,
      start: entry.dateRange.startDate,
      isCurrent: entry.dateRange.isCurrent ? 'yes' : 'no',
      end: entry.dateRange.endDate ?? '',
    });
  const describeEducation = (entry: EducationEntry) =>
    t('candidate.profile.educationItem', {
      degree: entry.degree,
      hasField: entry.field ? 'yes' : 'no',
      field: entry.field ?? '',
      school: entry.school,
    });
  const describeLink = (entry: ProfileLink) =>
    t('candidate.profile.linkItem', { label: entry.label, url: entry.url });

  return (
    <>
      <FormSection
        section="basic_info"
        formName="basic-info"
        title={t('candidate.profile.basicInfo')}
        initialData={withoutNulls({
          firstname: profile.firstname,
          lastname: profile.lastname,
          headline: profile.headline,
          location: profile.location,
        })}
        toValue={(data) => withNulls(data, ['headline', 'location'])}
        view={
          <dl className="details">
            <dt>{t('candidate.profile.name')}</dt>
            <dd>{personName(profile)}</dd>
            <dt>{t('candidate.profile.headline')}</dt>
            <dd>{profile.headline ?? t('candidate.profile.notSet')}</dd>
            <dt>{t('candidate.profile.location')}</dt>
            <dd>{profile.location ?? t('candidate.profile.locationNotSet')}</dd>
          </dl>
        }
      />
      <FormSection
        section="contact"
        formName="contact"
        title={t('candidate.profile.contact')}
        initialData={withoutNulls({ email: profile.email, phone: profile.phone })}
        toValue={(data) => withNulls(data, ['phone'])}
        view={
          <dl className="details">
            <dt>{t('candidate.profile.email')}</dt>
            <dd>{profile.email}</dd>
            <dt>{t('candidate.profile.phone')}</dt>
            <dd>
              {profile.phone
                ? t('candidate.profile.phoneValue', {
                    callingCode: profile.phone.callingCode,
                    number: profile.phone.number,
                  })
                : t('candidate.profile.notSet')}
            </dd>
          </dl>
        }
      />
      {/* The resume section is its own feature area; the wrapper is where completion links land. */}
      <ResumeSection />
      <FormSection
        section="skills"
        formName="skills"
        title={t('candidate.profile.skills')}
        initialData={{ skills: profile.skills }}
        toValue={(data) => answersOf(data).skills ?? []}
        wholeValueField="skills"
        view={
          profile.skills.length > 0 ? (
            <ul className="inline-list">
              {profile.skills.map((skill) => (
                <li key={skill} className="chip">
                  {skill}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('candidate.profile.noSkills')}</p>
          )
        }
      />
      <ListSection
        section="experience"
        formName="experience"
        title={t('candidate.profile.experience')}
        entries={profile.experience}
        describe={describeExperience}
        renderEntry={(entry) => (
          <>
            <p className="profile-list__title">{describeExperience(entry)}</p>
            {entry.description && <p className="profile-list__text">{entry.description}</p>}
          </>
        )}
        nullableFields={['description']}
        addLabel={t('candidate.profile.addExperience')}
        emptyText={t('candidate.profile.noExperience')}
      />
      <ListSection
        section="education"
        formName="education"
        title={t('candidate.profile.education')}
        entries={profile.education}
        describe={describeEducation}
        renderEntry={(entry) => <p>{describeEducation(entry)}</p>}
        nullableFields={['field']}
        addLabel={t('candidate.profile.addEducation')}
        emptyText={t('candidate.profile.noEducation')}
      />
      <ListSection
        section="links"
        formName="links"
        title={t('candidate.profile.links')}
        entries={profile.links}
        describe={describeLink}
        renderEntry={(entry) => (
          <p>
            <a href={entry.url} rel="noopener noreferrer nofollow">
              {entry.label}
            </a>
            <span className="profile-list__url">{entry.url}</span>
          </p>
        )}
        nullableFields={[]}
        addLabel={t('candidate.profile.addLink')}
        emptyText={t('candidate.profile.noLinks')}
      />
    </>
  );
};

/** /careers/profile: the candidate's profile, every section editable in place. */
export const ProfileScreen = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const profile = useGetProfileDetails({ domain });
  return (
    <section className="profile">
      <h1>{t('candidate.profile.heading')}</h1>
      <QueryState {...profile}>
        {(data) => (
          <>
            <div className="profile__header">
              <ProfileAvatar profile={data} />
              <div>
                <p className="profile__name">{personName(data)}</p>
                {data.headline && <p>{data.headline}</p>}
              </div>
            </div>
            <ProfileCompletion />
            <ProfileSections profile={data} />
          </>
        )}
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { ProfileScreen as Component };
