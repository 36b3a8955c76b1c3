import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { FormEngine } from '../schema-form';
import { inlineDefinition, renderWithQueryClient } from '../test-utils';

const schema: RJSFSchema = {
  type: 'object',
  required: ['answer'],
  properties: {
    answer: {
      type: ['string', 'null'],
      title: 'Answer',
      oneOf: [
        { const: 'yes', title: 'Yes' },
        { const: 'no', title: 'No' },
      ],
    },
  },
};

describe('radio', () => {
  test.each([null, ''])('required fails on %j', async (answer) => {
    const onSubmit = vi.fn();
    renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(schema, { answer: { 'ui:widget': 'radio' } })}
        initialData={{ answer }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const group = screen.getByRole('radiogroup', { name: 'Answer' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Answer is required');
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
  });
});
