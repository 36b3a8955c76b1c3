import { Link } from 'react-router-dom';
import { useGetPositionDetails } from '@generated/api/search/search';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { useRoutePositionId } from '../../entities/position/use-route-position-id';
import { QueryState } from '../../ui/query-state';
import { ApplyForm } from './apply-form';

/** /careers/apply?pid={id}: the application for one job. */
export const ApplyScreen = () => {
  const { t } = useMessages('forms');
  const boot = useSession();
  const { domain } = boot;
  const positionId = useRoutePositionId();
  const details = useGetPositionDetails(
    { domain, position_id: positionId ?? 0 },
    { query: { enabled: positionId !== undefined } },
  );
  if (positionId === undefined) {
    return (
      <section>
        <h1>{t('forms.apply.heading')}</h1>
        <p>{t('forms.apply.chooseJob')}</p>
        <Link to="/careers/search">{t('forms.apply.searchJobs')}</Link>
      </section>
    );
  }
  return (
    <section>
      <h1>
        {details.data
          ? t('forms.apply.headingFor', { name: details.data.name })
          : t('forms.apply.heading')}
      </h1>
      <QueryState {...details}>
        {(position) => (
          <>
            <p className="muted">{position.standardizedLocations.join(' | ')}</p>
            <Link to={position.positionUrl}>{t('forms.apply.backToJob')}</Link>
            <ApplyForm positionId={position.id} positionName={position.name} boot={boot} />
          </>
        )}
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { ApplyScreen as Component };
