import { Link, useSearchParams } from 'react-router-dom';
import { useListForms } from '@generated/api/forms/forms';
import { useSession } from '../../api/session';
import { openAuthModal } from '../../lib/auth-modal-store';
import { formatDate } from '../../lib/dates';
import { QueryState } from '../../ui/query-state';
import { FORM_STATUS_LABELS } from './form-status';

/** /careers/forms?form_id=…: one form. Visitors are asked to sign in to see theirs. */
export const FormViewScreen = () => {
  const boot = useSession();
  const [searchParams] = useSearchParams();
  const formId = searchParams.get('form_id');
  const forms = useListForms(
    { domain: boot.domain, include_tab_list: false },
    { query: { enabled: boot.isLoggedIn } },
  );
  if (!boot.isLoggedIn) {
    return (
      <section>
        <h1>Forms</h1>
        <p>Sign in to see and complete your forms.</p>
        <button type="button" className="button button--primary" onClick={() => openAuthModal()}>
          Sign in
        </button>
      </section>
    );
  }
  return (
    <QueryState {...forms}>
      {(data) => {
        const form = data.tabsData.find((item) => item.id === formId);
        if (!form) {
          return (
            <section>
              <h1>Form not found</h1>
              <Link to="/careers/forms/center">All forms</Link>
            </section>
          );
        }
        return (
          <section>
            <Link to="/careers/forms/center" className="back-link">
              All forms
            </Link>
            <h1>{form.title}</h1>
            <p>{form.description}</p>
            <p className="muted">
              {FORM_STATUS_LABELS[form.status]} · last updated {formatDate(form.updatedAt)}
            </p>
          </section>
        );
      }}
    </QueryState>
  );
};
