import { selectOptions } from '../forms/select-options';
import { conflict, notFound, validationFailed } from '../http/errors';
import { isRecord } from '../lib/json';
import { nowIso, requireUser } from './support';
import { ok, type Handlers } from './types';

const TABS = [
  { id: 'pending', label: 'Pending', statuses: ['open', 'in_progress'] },
  { id: 'completed', label: 'Completed', statuses: ['completed'] },
] as const;

export const formHandlers: Handlers<'listForms' | 'submitForm' | 'getSelectOptions'> = {
  listForms: async ({ query, services, caller }) => {
    const forms = await services.repositories.forms.list(requireUser(caller).id);
    const tab =
      query.tab_id === undefined
        ? TABS[0]
        : TABS.find((candidate) => candidate.id === query.tab_id);
    if (!tab) throw notFound(`Unknown form tab '${query.tab_id ?? ''}'.`);
    const inTab = (statuses: readonly string[]) =>
      forms.filter((form) => statuses.includes(form.status));
    return ok({
      tabs: query.include_tab_list
        ? TABS.map(({ id, label, statuses }) => ({ id, label, count: inTab(statuses).length }))
        : [],
      tabsData: inTab(tab.statuses),
    });
  },

  /** Drafts are stored as they are; a submission must satisfy the form's JSON Schema. */
  submitForm: async ({ path, body, services, caller }) => {
    const user = requireUser(caller);
    const { forms } = services.repositories;
    const form = await forms.get(user.id, path.formId);
    if (!form) throw notFound('Form not found.');
    if (form.status === 'completed') throw conflict('This form has already been completed.');
    const answers: unknown = body.data;
    if (!isRecord(answers))
      throw validationFailed('Some answers need your attention.', [
        { name: 'data', message: 'data must be an object.' },
      ]);
    const isDraft = body.isDraft;
    if (!isDraft) {
      const problems = services.formSchemas.validate(form.schemaName, answers);
      if (problems.length > 0)
        throw validationFailed('Some answers need your attention.', problems);
    }
    await forms.save(
      user.id,
      form.id,
      answers,
      isDraft ? 'in_progress' : 'completed',
      nowIso(services),
    );
    const saved = await forms.get(user.id, form.id);
    if (!saved) throw notFound('Form not found.');
    return ok({ form: saved, message: isDraft ? 'Draft saved' : 'Form submitted' });
  },

  /** Option sources; `parent_value` narrows dependent ones (regions of a country). */
  getSelectOptions: async ({ path, query, services }) => {
    const options = await selectOptions(
      path.source,
      query.parent_value?.trim().toUpperCase() ?? '',
      services.repositories.positions.departments,
    );
    if (!options) throw notFound(`Unknown option source '${path.source}'.`);
    return ok({ options });
  },
};
