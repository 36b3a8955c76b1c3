import { screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { FormEngine } from '../schema-form';
import { inlineDefinition, renderWithQueryClient } from '../test-utils';

describe('HTML viewer', () => {
  test('shows HTML from the UI schema sanitized by DOMPurify, placeholders filled', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { notice: { type: 'null', title: 'Notice' } },
    };
    const { container } = renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(schema, {
          notice: {
            'ui:field': 'htmlViewer',
            'ui:options': {
              html: '<p>Welcome to [[companyName]]</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
            },
          },
        })}
        variables={{ companyName: 'Northwind Labs' }}
        onSubmit={vi.fn()}
      />,
    );
    expect(await screen.findByText('Welcome to Northwind Labs')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notice' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });
});
