import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RJSFSchema } from '@rjsf/utils';
import { server } from '../../test/msw-server';
import { FormEngine } from '../schema-form';
import { inlineDefinition, renderWithQueryClient } from '../test-utils';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    country: {
      type: 'string',
      title: 'Country',
      oneOf: [
        { const: 'US', title: 'United States' },
        { const: 'CA', title: 'Canada' },
      ],
    },
    region: { type: 'string', title: 'Region' },
  },
};
const endpointUi = {
  country: { 'ui:widget': 'dropdown' },
  region: {
    'ui:widget': 'select',
    'ui:options': {
      dependencies: ['country'],
      optionsUrl: '/api/pcsx/select_options/regions?parent_value={{parentValue}}',
    },
  },
};

const options = (list: { value: string; label: string }[]) =>
  HttpResponse.json({ status: 200, data: { options: list } });

const renderSelect = (uiSchema: object, initialData?: unknown) => {
  const onSubmit = vi.fn();
  renderWithQueryClient(
    <FormEngine
      definition={inlineDefinition(schema, uiSchema)}
      initialData={initialData}
      onSubmit={onSubmit}
      domain="northwindlabs.com"
    />,
  );
  return { onSubmit, user: userEvent.setup() };
};

describe('select behaviours', () => {
  test('options come from the configurable endpoint with {{parentValue}} replaced by the first dependency value', async () => {
    const requested: string[] = [];
    server.use(
      http.get('*/api/pcsx/select_options/regions', ({ request }) => {
        const url = new URL(request.url);
        requested.push(`${url.searchParams.get('parent_value')}|${url.searchParams.get('domain')}`);
        return url.searchParams.get('parent_value') === 'CA'
          ? options([{ value: 'ON', label: 'Ontario' }])
          : options([{ value: 'TX', label: 'Texas' }]);
      }),
    );
    const { user } = renderSelect(endpointUi, { country: 'US' });
    expect(await screen.findByRole('option', { name: 'Texas' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'Canada');
    expect(await screen.findByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    expect(requested).toEqual(['US|northwindlabs.com', 'CA|northwindlabs.com']);
  });

  test("an empty option list shows a single 'Not Applicable', chosen and disabled", async () => {
    server.use(http.get('*/api/pcsx/select_options/regions', () => options([])));
    const { user, onSubmit } = renderSelect(endpointUi, { country: 'US' });
    const region = screen.getByLabelText('Region');
    await waitFor(() => expect(region).toHaveDisplayValue('Not Applicable'));
    expect(region).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ country: 'US', region: 'N/A' });
  });

  test("a single option with value 'N/A' is chosen and the field disabled", async () => {
    renderSelect({
      region: {
        'ui:widget': 'select',
        'ui:options': { choices: [{ value: 'N/A', label: 'None apply' }] },
      },
    });
    const region = screen.getByLabelText('Region');
    await waitFor(() => expect(region).toHaveDisplayValue('None apply'));
    expect(region).toBeDisabled();
  });

  test('a value that is not among the loaded options is reset', async () => {
    server.use(
      http.get('*/api/pcsx/select_options/regions', () =>
        options([{ value: 'TX', label: 'Texas' }]),
      ),
    );
    const { user, onSubmit } = renderSelect(endpointUi, { country: 'US', region: 'ZZ' });
    await screen.findByRole('option', { name: 'Texas' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ country: 'US' });
  });

  test('options the page supplies by name (choicesFrom)', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(schema, {
          region: { 'ui:widget': 'select', 'ui:options': { choicesFrom: 'regions' } },
        })}
        choiceLists={{
          regions: [
            { value: 'WA', label: 'Washington' },
            { value: 'NY', label: 'New York' },
          ],
        }}
        onSubmit={vi.fn()}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Region'), 'New York');
    expect(screen.getByLabelText('Region')).toHaveDisplayValue('New York');
  });
});
