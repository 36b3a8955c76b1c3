import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { FormEngine } from '../schema-form';
import { formsT, inlineDefinition, renderWithQueryClient } from '../test-utils';
import { STAR_LABELS } from './star-rating-widget';

const schema: RJSFSchema = {
  type: 'object',
  properties: { rating: { type: 'integer', title: 'Your rating', minimum: 1, maximum: 5 } },
};

describe('star rating', () => {
  test('1 to 5 stars labelled Poor, Average, Good, Very Good, Excellent', () => {
    expect(STAR_LABELS.map((id) => formsT(id))).toEqual([
      'Poor',
      'Average',
      'Good',
      'Very Good',
      'Excellent',
    ]);
    renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(schema, { rating: { 'ui:widget': 'star_rating' } })}
        onSubmit={vi.fn()}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    [
      '1 star: Poor',
      '2 stars: Average',
      '3 stars: Good',
      '4 stars: Very Good',
      '5 stars: Excellent',
    ].forEach((name) => expect(screen.getByRole('radio', { name })).toBeInTheDocument());
  });

  test('disabled by default', () => {
    renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(schema, { rating: { 'ui:widget': 'star_rating' } })}
        onSubmit={vi.fn()}
      />,
    );
    screen.getAllByRole('radio').forEach((radio) => expect(radio).toBeDisabled());
  });

  test('with "ui:disabled": false it takes a rating, by keyboard too', async () => {
    const onSubmit = vi.fn();
    renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(schema, {
          rating: { 'ui:widget': 'star_rating', 'ui:disabled': false },
        })}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '3 stars: Good' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars: Very Good' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 4 });
  });
});
