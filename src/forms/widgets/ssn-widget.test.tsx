import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { FormEngine } from '../schema-form';
import { inlineDefinition, renderWithQueryClient } from '../test-utils';

const schema: RJSFSchema = {
  type: 'object',
  required: ['ssn'],
  properties: { ssn: { type: 'string', title: 'SSN' } },
};

describe('SSN input', () => {
  test('auto-formats as XXX-XX-XXXX, capped at 11 characters; a short one gives the SSN message', async () => {
    renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(schema, { ssn: { 'ui:widget': 'ssn' } })}
        onSubmit={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText('SSN *');
    await user.type(input, '1234567890123');
    expect(input).toHaveValue('123-45-6789');
    await user.clear(input);
    await user.type(input, '12345');
    await user.tab();
    expect(input).toHaveAccessibleDescription(
      'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
    );
  });

  test('empty gives the required message', async () => {
    renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(schema, { ssn: { 'ui:widget': 'ssn' } })}
        onSubmit={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('SSN *'));
    await user.tab();
    expect(screen.getByLabelText('SSN *')).toHaveAccessibleDescription('SSN is required');
  });
});
