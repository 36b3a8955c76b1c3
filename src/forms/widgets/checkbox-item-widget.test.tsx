import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { FormEngine } from '../schema-form';
import { inlineDefinition, renderWithQueryClient } from '../test-utils';

const schema: RJSFSchema = {
  type: 'object',
  required: ['documents', 'consent'],
  properties: {
    documents: {
      type: 'array',
      title: 'Documents you can provide',
      minItems: 1,
      uniqueItems: true,
      items: {
        type: 'string',
        oneOf: [
          { const: 'passport', title: 'Passport' },
          { const: 'visa', title: 'Visa' },
        ],
      },
    },
    consent: { type: 'boolean', title: 'I agree', const: true },
  },
};
const ui = { documents: { 'ui:widget': 'checkboxItem' }, consent: { 'ui:widget': 'checkbox' } };

describe('checkbox and checkbox items', () => {
  test('a group of checkbox items gives the chosen values, in option order', async () => {
    const onSubmit = vi.fn();
    renderWithQueryClient(
      <FormEngine definition={inlineDefinition(schema, ui)} onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Documents you can provide' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Visa' }));
    await user.click(screen.getByRole('checkbox', { name: 'Passport' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ documents: ['passport', 'visa'], consent: true });
  });

  test('an empty group and a box that must be ticked are required', async () => {
    const onSubmit = vi.fn();
    renderWithQueryClient(
      <FormEngine definition={inlineDefinition(schema, ui)} onSubmit={onSubmit} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getByRole('group', { name: 'Documents you can provide' }),
    ).toHaveAccessibleDescription('Documents you can provide is required');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription(
      'I agree is required',
    );
  });
});
