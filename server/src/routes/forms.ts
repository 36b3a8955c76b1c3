import { selectOptions } from '../forms/select-options';
import { conflict, notFound, validationFailed } from '../http/errors';
import { msg, translate } from '../i18n/messages';
import { isRecord } from '../lib/json';
import { nowIso, requireUser } from './support';
import { ok, type Handlers } from './types';

const TABS = [
  { id: 'pending', label: 'server.forms.tab.pending', statuses: ['open', 'in_progress'] },
  { id: 'completed', label: 'server.forms.tab.completed', statuses: ['completed'] },
] as const;

export const formHandlers: Handlers<'listForms' | 'submitForm' | 'getSelectOptions'> = {
  listForms: async ({ query, services, caller, locale }) => {
    const forms = await services.repositories.forms.list(requireUser(caller).id);
    const tab =
      query.tab_id === undefined
        ? TABS[0]
        : TABS.find((candidate) => candidate.id === query.tab_id);
    if (!tab) throw notFound(msg('server.forms.unknownTab', { tab: query.tab_id ?? '' }));
    const inTab = (statuses: readonly string[]) =>
      forms.filter((form) => statuses.includes(form.status));
    return ok({
      tabs: query.include_tab_list
        ? TABS.map(({ id, label, statuses }) => ({
            id,
            label: translate(locale, label),
            count: inTab(statuses).length,
          }))
        : [],
      tabsData: inTab(tab.statuses),
    });
  },

  /** Drafts are stored as they are; a submission must satisfy the form's JSON Schema. */
  submitForm: async ({ path, body, services, caller, locale }) => {
    const user = requireUser(caller);
    const { forms } = services.repositories;
    const form = await forms.get(user.id, path.formId);
    if (!form) throw notFound('server.forms.notFound');
    if (form.status === 'completed') throw conflict('server.forms.alreadyCompleted');
    const answers: unknown = body.data;
    if (!isRecord(answers))
      throw validationFailed('server.forms.answersNeedAttention', [
        { name: 'data', message: msg('server.validation.object', { field: 'data' }) },
      ]);
    const isDraft = body.isDraft;
    if (!isDraft) {
      const problems = services.formSchemas.validate(form.schemaName, answers);
      if (problems.length > 0)
        throw validationFailed('server.forms.answersNeedAttention', problems);
    }
    const isSaved = await forms.save(
      user.id,
      form.id,
      answers,
      isDraft ? 'in_progress' : 'completed',
      nowIso(services),
    );
    if (!isSaved) throw conflict('server.forms.alreadyCompleted');
    const saved = await forms.get(user.id, form.id);
    if (!saved) throw notFound('server.forms.notFound');
    return ok({
      form: saved,
      message: translate(locale, isDraft ? 'server.forms.draftSaved' : 'server.forms.submitted'),
    });
  },

  /** Option sources; `parent_value` narrows dependent ones (regions of a country). */
  getSelectOptions: async ({ path, query, services, locale }) => {
    const options = await selectOptions(
      path.source,
      query.parent_value?.trim().toUpperCase() ?? '',
      services.repositories.positions.departments,
      locale,
    );
    if (!options) throw notFound(msg('server.forms.unknownOptionSource', { source: path.source }));
    return ok({ options });
  },
};
