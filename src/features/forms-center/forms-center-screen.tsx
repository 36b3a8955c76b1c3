import { useRef, type KeyboardEvent } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../i18n/localized-navigation';
import { useListForms } from '@generated/api/forms/forms';
import type { FormSummary, FormTab } from '@generated/api/models';
import { useSession } from '../../api/session';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { useViewerTimeZone } from '../../entities/time-zone/use-viewer-time-zone';
import { formatDate } from '../../shared/dates';
import { useNow } from '../../lib/use-now';
import { QueryState } from '../../ui/query-state';
import { FORM_STATUS_LABELS, formDueState, overdueFirst } from './form-status';
import { formSummaryTexts } from './form-summary-texts';
import './forms-center.css';

const ACTION_LABELS: Record<FormSummary['status'], MessageId<'forms'>> = {
  open: 'forms.center.action.start',
  in_progress: 'forms.center.action.continue',
  completed: 'forms.center.action.view',
};

/** The action's accessible name, which names the form: "Start {title}". */
const ACTION_ARIA_LABELS: Record<FormSummary['status'], MessageId<'forms'>> = {
  open: 'forms.center.action.startLabel',
  in_progress: 'forms.center.action.continueLabel',
  completed: 'forms.center.action.viewLabel',
};

interface FormCardProps {
  form: FormSummary;
  tabId: string | undefined;
  nowMs: number;
}

const FormCard = ({ form, tabId, nowMs }: FormCardProps) => {
  const { t, locale } = useMessages('forms', 'formSchemas');
  const timeZone = useViewerTimeZone();
  const isOverdue = formDueState(form, nowMs) === 'overdue';
  const { title, description } = formSummaryTexts(form, t);
  const params = new URLSearchParams({ form_id: form.id, ...(tabId ? { tab_id: tabId } : {}) });
  return (
    <li className={`card forms-center__card${isOverdue ? ' forms-center__card--overdue' : ''}`}>
      <h2 className="forms-center__title">{title}</h2>
      <p>{description}</p>
      <p className="forms-center__meta">
        <span className={`forms-center__status forms-center__status--${form.status}`}>
          {t(FORM_STATUS_LABELS[form.status])}
        </span>
        {isOverdue && <span className="forms-center__overdue">{t('forms.center.overdue')}</span>}
        {form.dueAt && (
          <span>{t('forms.center.due', { date: formatDate(form.dueAt, locale, timeZone) })}</span>
        )}
        <span>
          {t('forms.center.lastUpdated', { date: formatDate(form.updatedAt, locale, timeZone) })}
        </span>
      </p>
      <Link
        className="button button--primary"
        to={`/careers/forms?${params.toString()}`}
        aria-label={t(ACTION_ARIA_LABELS[form.status], { title })}
      >
        {t(ACTION_LABELS[form.status])}
      </Link>
    </li>
  );
};

interface TabListProps {
  tabs: readonly FormTab[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** The form groups as ARIA tabs: arrow keys, Home and End move between them. */
const TabList = ({ tabs, selectedId, onSelect }: TabListProps) => {
  const { t } = useMessages('forms');
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('forms.center.tabsLabel')} className="forms-center__tabs">
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selectedId;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`forms-tab-${tab.id}`}
            aria-selected={isSelected}
            aria-controls="forms-panel"
            tabIndex={isSelected ? 0 : -1}
            className="forms-center__tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {t('forms.center.tab', { label: tab.label, count: tab.count })}
          </button>
        );
      })}
    </div>
  );
};

/** /careers/forms/center: the candidate's forms, by tab, each with its status. */
export const FormsCenterScreen = () => {
  const { t } = useMessages('forms');
  const { domain } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const nowMs = useNow();
  const tabId = searchParams.get('tab_id') ?? undefined;
  // The previous tab stays on screen while the next loads, so the tab list keeps focus.
  const forms = useListForms(
    { domain, tab_id: tabId, include_tab_list: true },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <section className="forms-center">
      <h1>{t('forms.center.heading')}</h1>
      <QueryState {...forms}>
        {(data) => {
          const selectedId = tabId ?? data.tabs[0]?.id;
          return (
            <>
              {data.tabs.length > 0 && (
                <TabList
                  tabs={data.tabs}
                  selectedId={selectedId}
                  onSelect={(id) => setSearchParams({ tab_id: id })}
                />
              )}
              <div
                id="forms-panel"
                role={data.tabs.length > 0 ? 'tabpanel' : undefined}
                aria-labelledby={
                  selectedId && data.tabs.length > 0 ? `forms-tab-${selectedId}` : undefined
                }
              >
                {data.tabsData.length === 0 ? (
                  <p>{t('forms.center.empty')}</p>
                ) : (
                  <ul className="card-list forms-center__list">
                    {overdueFirst(data.tabsData, nowMs).map((form) => (
                      <FormCard key={form.id} form={form} tabId={selectedId} nowMs={nowMs} />
                    ))}
                  </ul>
                )}
              </div>
            </>
          );
        }}
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { FormsCenterScreen as Component };
