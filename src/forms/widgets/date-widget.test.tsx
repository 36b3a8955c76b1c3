import { fireEvent, screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { FormEngine } from '../schema-form';
import { inlineDefinition, renderWithQueryClient } from '../test-utils';
import { isoDateFromToday, isSelectableDate } from './date-widget';

const schema: RJSFSchema = {
  type: 'object',
  properties: { start: { type: 'string', title: 'Start day' } },
};

describe('date', () => {
  test('enableFrom and enableUntil are day offsets from today bounding the selectable days', () => {
    renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(schema, {
          start: { 'ui:widget': 'date', 'ui:options': { enableFrom: 0, enableUntil: 30 } },
        })}
        onSubmit={vi.fn()}
      />,
    );
    const input = screen.getByLabelText('Start day');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', isoDateFromToday(0));
    expect(input).toHaveAttribute('max', isoDateFromToday(30));
    expect(isoDateFromToday(-1, new Date(2026, 0, 1))).toBe('2025-12-31');
  });

  test('invalid values are cleared', () => {
    const onSubmit = vi.fn();
    renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(schema, {
          start: { 'ui:widget': 'date', 'ui:options': { enableFrom: 0 } },
        })}
        initialData={{ start: '2001-01-01' }}
        onSubmit={onSubmit}
      />,
    );
    const input = screen.getByLabelText('Start day');
    fireEvent.blur(input);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledWith({});
    expect(isSelectableDate('2026-02-30')).toBe(false);
    expect(isSelectableDate('2026-02-28', '2026-03-01')).toBe(false);
    expect(isSelectableDate('2026-03-02', '2026-03-01', '2026-03-31')).toBe(true);
  });

  test('the date is shown in the user’s locale format (a native date input), stored as YYYY-MM-DD', () => {
    renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(schema, { start: { 'ui:widget': 'date' } })}
        initialData={{ start: '2026-03-19' }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Start day')).toHaveValue('2026-03-19');
  });
});
