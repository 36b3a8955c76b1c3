import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RJSFSchema } from '@rjsf/utils';
import { server } from '../../test/msw-server';
import { FormEngine } from '../schema-form';
import { inlineDefinition, renderWithQueryClient } from '../test-utils';

const schema: RJSFSchema = {
  type: 'object',
  required: ['skills'],
  properties: { skills: { type: 'array', title: 'Skills', items: { type: 'string' } } },
};
const ui = {
  skills: {
    'ui:field': 'skillSelector',
    'ui:options': { suggestedSkills: ['React', 'Figma', 'SQL'] },
  },
};
const twelve = Array.from({ length: 12 }, (_, index) => `Skill ${index + 1}`);

const renderSkills = (initialData?: unknown) => {
  const onSubmit = vi.fn();
  renderWithQueryClient(
    <FormEngine
      definition={inlineDefinition(schema, ui)}
      initialData={initialData}
      onSubmit={onSubmit}
      domain="northwindlabs.com"
    />,
  );
  return { onSubmit, user: userEvent.setup() };
};

const chosen = () =>
  within(screen.getByRole('list', { name: 'Chosen skills' })).getAllByRole('listitem');

describe('skill selector', () => {
  test("shows the first 10 skills with a '+N' expander and 'Show fewer'", async () => {
    const { user } = renderSkills({ skills: twelve });
    expect(chosen()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show 2 more skills' }));
    expect(chosen()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(chosen()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Show 2 more skills' })).toHaveTextContent('+2');
  });

  test("suggested skills exclude the chosen ones; 'Add all' adds them", async () => {
    const { user } = renderSkills({ skills: ['React'] });
    expect(screen.queryByRole('button', { name: 'Add React' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Figma' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add all' }));
    expect(chosen().map((item) => item.textContent)).toEqual(['React×', 'Figma×', 'SQL×']);
    expect(screen.queryByRole('button', { name: 'Add all' })).not.toBeInTheDocument();
  });

  test('searches through the designed skill-search call and adds a result from the keyboard', async () => {
    const terms: string[] = [];
    server.use(
      http.get('*/api/pcsx/skills/search', ({ request }) => {
        terms.push(new URL(request.url).searchParams.get('term') ?? '');
        return HttpResponse.json({
          status: 200,
          data: { skills: ['React', 'React Native', 'Reactive programming'] },
        });
      }),
    );
    const { user } = renderSkills({ skills: ['React'] });
    const search = screen.getByRole('combobox', { name: 'Add a skill' });
    await user.type(search, 'reac');
    const results = await screen.findByRole('listbox', { name: 'Matching skills' });
    expect(
      within(results)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['React Native', 'Reactive programming']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen().map((item) => item.textContent)).toEqual(['React×', 'React Native×']);
    expect(terms).toEqual(['reac']);
  });

  test('at least one skill when required', async () => {
    const { user, onSubmit } = renderSkills();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Add a skill' })).toHaveAccessibleDescription(
      'Skills is required',
    );
  });

  test('a skill can be removed', async () => {
    const { user } = renderSkills({ skills: ['React', 'SQL'] });
    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(chosen().map((item) => item.textContent)).toEqual(['SQL×']);
  });
});
