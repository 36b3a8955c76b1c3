import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { FormEngine } from '../schema-form';
import { inlineDefinition, renderWithQueryClient } from '../test-utils';
import { currentMonthYear } from '../validation/date-range';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    dates: {
      type: 'object',
      title: 'Dates',
      properties: {
        startDate: { type: 'string' },
        endDate: { type: ['string', 'null'] },
        isCurrent: { type: 'boolean' },
      },
    },
  },
};
const ui = { dates: { 'ui:field': 'dateRange' } };

const renderRange = (initialData?: unknown) => {
  const onSubmit = vi.fn();
  renderWithQueryClient(
    <FormEngine
      definition={inlineDefinition(schema, ui)}
      initialData={initialData}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
};

describe('date range', () => {
  test("month inputs with the placeholders 'Start date (mm/yyyy)' and 'End date (mm/yyyy)'", () => {
    renderRange();
    expect(screen.getByLabelText('Start date')).toHaveAttribute(
      'placeholder',
      'Start date (mm/yyyy)',
    );
    expect(screen.getByLabelText('End date')).toHaveAttribute('placeholder', 'End date (mm/yyyy)');
  });

  test("only one date gives 'Please enter both a start and end date.' when the field is left", async () => {
    const { user } = renderRange();
    await user.type(screen.getByLabelText('Start date'), '012020');
    expect(screen.getByLabelText('Start date')).toHaveValue('01/2020');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(
      'Please enter both a start and end date.',
    );
  });

  test('"I\'m currently in this role." disables the end date and sets it to today', async () => {
    const { user, onSubmit } = renderRange({
      dates: { startDate: '01/2020', endDate: null, isCurrent: false },
    });
    await user.click(screen.getByLabelText("I'm currently in this role."));
    expect(screen.getByLabelText('End date')).toBeDisabled();
    expect(screen.getByLabelText('End date')).toHaveValue(currentMonthYear());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      dates: { startDate: '01/2020', endDate: currentMonthYear(), isCurrent: true },
    });
  });

  test('clearing either date clears the value', async () => {
    const { user, onSubmit } = renderRange({
      dates: { startDate: '01/2020', endDate: '02/2021', isCurrent: false },
    });
    await user.clear(screen.getByLabelText('End date'));
    expect(screen.getByLabelText('Start date')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({});
  });
});
