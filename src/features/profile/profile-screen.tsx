import { useGetProfileAnalysis, useGetProfileDetails } from '@generated/api/profile/profile';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { QueryState } from '../../ui/query-state';

export const ProfileScreen = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const profile = useGetProfileDetails({ domain });
  const completion = useGetProfileAnalysis({ domain });
  return (
    <section>
      <h1>{t('candidate.profile.heading')}</h1>
      {completion.data && (
        <p>{t('candidate.profile.completion', { percent: completion.data.percent })}</p>
      )}
      <QueryState {...profile}>
        {(data) => (
          <>
            <h2>
              {t('candidate.profile.fullName', {
                firstname: data.firstname,
                lastname: data.lastname,
              })}
            </h2>
            {data.headline && <p>{data.headline}</p>}
            <dl className="details">
              <dt>{t('candidate.profile.email')}</dt>
              <dd>{data.email}</dd>
              <dt>{t('candidate.profile.location')}</dt>
              <dd>{data.location ?? t('candidate.profile.locationNotSet')}</dd>
              <dt>{t('candidate.profile.resume')}</dt>
              <dd>{data.resume ? data.resume.fileName : t('candidate.profile.noResume')}</dd>
            </dl>
            <h2>{t('candidate.profile.skills')}</h2>
            {data.skills.length > 0 ? (
              <ul className="inline-list">
                {data.skills.map((skill) => (
                  <li key={skill} className="chip">
                    {skill}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('candidate.profile.noSkills')}</p>
            )}
            <h2>{t('candidate.profile.experience')}</h2>
            <ul>
              {data.experience.map((item) => (
                <li key={`${item.company}-${item.title}-${item.dateRange.startDate}`}>
                  {t('candidate.profile.experienceItem', {
                    title: item.title,
                    company: item.company,
                    start: item.dateRange.startDate,
                    isCurrent: item.dateRange.isCurrent ? 'yes' : 'no',
                    end: item.dateRange.endDate ?? '',
                  })}
                </li>
              ))}
            </ul>
            <h2>{t('candidate.profile.education')}</h2>
            <ul>
              {data.education.map((item) => (
                <li key={`${item.school}-${item.degree}`}>
                  {t('candidate.profile.educationItem', {
                    degree: item.degree,
                    hasField: item.field ? 'yes' : 'no',
                    field: item.field ?? '',
                    school: item.school,
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { ProfileScreen as Component };
