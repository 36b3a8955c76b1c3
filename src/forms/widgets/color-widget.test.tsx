import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { formatAnswer } from '../value-format';
import { kindOf } from '../kinds';
import { FormEngine } from '../schema-form';
import { formsT, inlineDefinition, renderWithQueryClient } from '../test-utils';

const schema: RJSFSchema = {
  type: 'object',
  required: ['accent'],
  properties: {
    accent: { type: 'string', title: 'Accent', pattern: '^#[0-9A-Fa-f]{6}$', default: '#1d4ed8' },
  },
};
const uiSchema = { accent: { 'ui:widget': 'color' } };
const COLOR_PROBLEM = 'Enter a colour as # and six hexadecimal digits, for example #1d4ed8.';

const renderColorForm = (onSubmit = vi.fn(), onDataChange = vi.fn()) => {
  renderWithQueryClient(
    <FormEngine
      definition={inlineDefinition(schema, uiSchema)}
      onSubmit={onSubmit}
      onDataChange={onDataChange}
    />,
  );
  return { onSubmit, onDataChange };
};

describe('colour input', () => {
  test('a labelled hex field and a labelled picker show the same colour', () => {
    renderColorForm();
    expect(screen.getByLabelText('Accent *')).toHaveValue('#1d4ed8');
    const picker = screen.getByLabelText('Accent: colour picker');
    expect(picker).toHaveAttribute('type', 'color');
    expect(picker).toHaveValue('#1d4ed8');
  });

  test('typing a hex value moves the picker and reaches the form', async () => {
    const { onSubmit } = renderColorForm();
    const user = userEvent.setup();
    const hex = screen.getByLabelText('Accent *');
    await user.clear(hex);
    await user.type(hex, '#B91C1C');
    await user.tab();
    expect(screen.getByLabelText('Accent: colour picker')).toHaveValue('#b91c1c');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ accent: '#B91C1C' });
  });

  test('a hex value pasted with spaces around it, without its # or short is kept whole', async () => {
    const { onSubmit } = renderColorForm();
    const user = userEvent.setup();
    const hex = screen.getByLabelText('Accent *');
    await user.clear(hex);
    await user.paste('  #0f766e ');
    await user.tab();
    expect(hex).toHaveValue('#0f766e');
    await user.clear(hex);
    await user.paste('1D4ED8');
    await user.tab();
    expect(hex).toHaveValue('#1D4ED8');
    await user.clear(hex);
    await user.paste('#fa0');
    await user.tab();
    expect(hex).toHaveValue('#ffaa00');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ accent: '#ffaa00' });
  });

  test('choosing with the picker writes the hex value', () => {
    const { onDataChange } = renderColorForm();
    fireEvent.change(screen.getByLabelText('Accent: colour picker'), {
      target: { value: '#047857' },
    });
    expect(screen.getByLabelText('Accent *')).toHaveValue('#047857');
    expect(onDataChange).toHaveBeenLastCalledWith({ accent: '#047857' });
  });

  test('a value that is not a hex colour is refused with the colour message', async () => {
    const { onSubmit } = renderColorForm();
    const user = userEvent.setup();
    const hex = screen.getByLabelText('Accent *');
    await user.clear(hex);
    await user.type(hex, 'blue');
    await user.tab();
    expect(hex).toHaveAccessibleDescription(COLOR_PROBLEM);
    expect(screen.getByLabelText('Accent: colour picker')).toHaveValue('#000000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('an empty required colour says it is required', async () => {
    renderColorForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Accent *'));
    await user.tab();
    expect(screen.getByLabelText('Accent *')).toHaveAccessibleDescription('Accent is required');
  });

  test('is the colour kind, shown read-only as its hex value', () => {
    const accent = schema.properties?.accent;
    if (typeof accent !== 'object') throw new Error('schema without accent');
    expect(kindOf(accent, uiSchema.accent).name).toBe('color');
    expect(formatAnswer(accent, uiSchema.accent, '#1d4ed8', formsT)).toBe('#1d4ed8');
  });
});
