import { useGetProfileAnalysis, useGetProfileDetails } from '@generated/api/profile/profile';
import { useSession } from '../../api/session';
import { QueryState } from '../../ui/query-state';

export const ProfileScreen = () => {
  const { domain } = useSession();
  const profile = useGetProfileDetails({ domain });
  const completion = useGetProfileAnalysis({ domain });
  return (
    <section>
      <h1>Profile</h1>
      {completion.data && <p>Profile {completion.data.percent}% complete</p>}
      <QueryState {...profile}>
        {(data) => (
          <>
            <h2>
              {data.firstname} {data.lastname}
            </h2>
            {data.headline && <p>{data.headline}</p>}
            <dl className="details">
              <dt>Email</dt>
              <dd>{data.email}</dd>
              <dt>Location</dt>
              <dd>{data.location ?? 'Not set'}</dd>
              <dt>Resume</dt>
              <dd>{data.resume ? data.resume.fileName : 'No resume uploaded'}</dd>
            </dl>
            <h2>Skills</h2>
            {data.skills.length > 0 ? (
              <ul className="inline-list">
                {data.skills.map((skill) => (
                  <li key={skill} className="chip">
                    {skill}
                  </li>
                ))}
              </ul>
            ) : (
              <p>No skills added yet.</p>
            )}
            <h2>Experience</h2>
            <ul>
              {data.experience.map((item) => (
                <li key={`${item.company}-${item.title}-${item.dateRange.startDate}`}>
                  {item.title}, {item.company} ({item.dateRange.startDate} –{' '}
                  {item.dateRange.isCurrent ? 'present' : (item.dateRange.endDate ?? '')})
                </li>
              ))}
            </ul>
            <h2>Education</h2>
            <ul>
              {data.education.map((item) => (
                <li key={`${item.school}-${item.degree}`}>
                  {item.degree}
                  {item.field ? ` in ${item.field}` : ''}, {item.school}
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
};
