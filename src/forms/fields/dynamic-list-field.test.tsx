import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { FormEngine } from '../schema-form';
import { inlineDefinition, renderWithQueryClient } from '../test-utils';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    jobs: {
      type: 'array',
      title: 'Jobs',
      items: {
        type: 'object',
        title: 'Job',
        properties: { employer: { type: 'string', title: 'Employer' } },
      },
    },
  },
};
const listUi = (rules: object[], itemActions = ['duplicate', 'moveUp', 'moveDown', 'delete']) => ({
  jobs: {
    'ui:field': 'dynamicList',
    'ui:options': { addButtonText: 'Add job', itemActions, rules },
  },
});

const renderList = (uiSchema: object, initialData?: unknown) => {
  renderWithQueryClient(
    <FormEngine
      definition={inlineDefinition(schema, uiSchema)}
      initialData={initialData}
      onSubmit={vi.fn()}
    />,
  );
  return userEvent.setup();
};

describe('dynamic list', () => {
  test('starts with one item when a minLength rule exists', async () => {
    renderList(listUi([{ type: 'minLength', value: 1, message: 'Add at least %(count)s job.' }]));
    expect(await screen.findByRole('group', { name: 'Job 1' })).toBeInTheDocument();
  });

  test('starts empty without one', () => {
    renderList(listUi([]));
    expect(screen.queryByRole('group', { name: 'Job 1' })).not.toBeInTheDocument();
  });

  test('add while under the maximum', async () => {
    const user = renderList(listUi([{ type: 'maxLength', value: 2 }]));
    await user.click(screen.getByRole('button', { name: 'Add job' }));
    await user.click(screen.getByRole('button', { name: 'Add job' }));
    expect(screen.getAllByRole('group', { name: /^Job \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add job' })).not.toBeInTheDocument();
  });

  test('remove while above the minimum', async () => {
    const user = renderList(listUi([{ type: 'minLength', value: 1 }]), {
      jobs: [{ employer: 'A' }, { employer: 'B' }],
    });
    await user.click(screen.getByRole('button', { name: 'Remove Job 2' }));
    expect(screen.getAllByRole('group', { name: /^Job \d$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove Job 1' })).not.toBeInTheDocument();
  });

  test('items can be duplicated and moved', async () => {
    const user = renderList(listUi([]), { jobs: [{ employer: 'A' }, { employer: 'B' }] });
    await user.click(screen.getByRole('button', { name: 'Move Job 2 up' }));
    expect(
      within(screen.getByRole('group', { name: 'Job 1' })).getByLabelText('Employer'),
    ).toHaveValue('B');
    await user.click(screen.getByRole('button', { name: 'Duplicate Job 1' }));
    expect(screen.getAllByRole('group', { name: /^Job \d$/ })).toHaveLength(3);
  });

  test('with the edit action, a saved item shows its answers until it is edited', async () => {
    const user = renderList(listUi([], ['edit', 'delete']), { jobs: [{ employer: 'Contoso' }] });
    expect(screen.getByText('Contoso')).toBeInTheDocument();
    expect(screen.queryByLabelText('Employer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Job 1' }));
    expect(screen.getByLabelText('Employer')).toHaveValue('Contoso');
  });
});
