import { screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { FormEngine } from '../schema-form';
import { inlineDefinition, renderWithQueryClient } from '../test-utils';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    note: { type: 'null', title: 'Before you start' },
    steps: { type: 'null', title: 'How to fill this in' },
    country: {
      type: 'string',
      title: 'Country of employment',
      default: 'United States',
      readOnly: true,
    },
  },
};
const ui = {
  note: { 'ui:field': 'info', 'ui:description': 'Have your passport ready, {{firstName}}.' },
  steps: { 'ui:field': 'instruction', 'ui:description': 'Answer every question.' },
  country: { 'ui:widget': 'readOnly' },
};

describe('info, instruction and read-only views', () => {
  test('notes and instructions show their title and text, placeholders filled', () => {
    renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(schema, ui)}
        variables={{ firstName: 'Jordan' }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('region', { name: 'Before you start' })).toHaveTextContent(
      'Have your passport ready, Jordan.',
    );
    expect(screen.getByRole('region', { name: 'How to fill this in' })).toHaveTextContent(
      'Answer every question.',
    );
  });

  test('a read-only value is shown as text with its label, and submitted', () => {
    renderWithQueryClient(
      <FormEngine definition={inlineDefinition(schema, ui)} onSubmit={vi.fn()} />,
    );
    const output = screen.getByLabelText('Country of employment');
    expect(output.tagName).toBe('OUTPUT');
    expect(output).toHaveTextContent('United States');
  });
});
