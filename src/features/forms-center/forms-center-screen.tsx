import { useSearchParams, Link } from 'react-router-dom';
import { useListForms } from '@generated/api/forms/forms';
import { useSession } from '../../api/session';
import { formatDate } from '../../lib/dates';
import { QueryState } from '../../ui/query-state';
import { FORM_STATUS_LABELS } from './form-status';

/** /careers/forms/center: the candidate's forms, by tab. */
export const FormsCenterScreen = () => {
  const { domain } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabId = searchParams.get('tab_id') ?? undefined;
  const forms = useListForms({ domain, tab_id: tabId, include_tab_list: true });
  return (
    <section>
      <h1>Forms</h1>
      <QueryState {...forms}>
        {(data) => (
          <>
            <nav aria-label="Form groups">
              <ul className="inline-list">
                {data.tabs.map((tab) => (
                  <li key={tab.id}>
                    <button
                      type="button"
                      className="button"
                      aria-pressed={(tabId ?? data.tabs[0]?.id) === tab.id}
                      onClick={() => setSearchParams({ tab_id: tab.id })}
                    >
                      {tab.label} ({tab.count})
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            {data.tabsData.length === 0 ? (
              <p>No data found</p>
            ) : (
              <ul className="card-list">
                {data.tabsData.map((form) => (
                  <li key={form.id} className="card">
                    <h2 className="offer-card__title">
                      <Link to={`/careers/forms?form_id=${encodeURIComponent(form.id)}`}>
                        {form.title}
                      </Link>
                    </h2>
                    <p>{form.description}</p>
                    <p className="muted">
                      {FORM_STATUS_LABELS[form.status]}
                      {form.dueAt ? ` · due ${formatDate(form.dueAt)}` : ''}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
};
