import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { DEPENDENCY_DEBOUNCE_MS, FormStore } from '../form-store';
import { FormEngine } from '../schema-form';
import { formsT, inlineDefinition, renderWithQueryClient } from '../test-utils';
import { readFieldOptions } from '../ui-options';
import { isFieldVisible, registerVisibilityFunction } from './visibility';

describe('visibility functions', () => {
  test('a field hides while its dependency values fail the named function', () => {
    const options = readFieldOptions({
      'ui:options': { dependencies: ['answer'], visibility: 'equals', visibilityValue: 'yes' },
    });
    expect(isFieldVisible(options, ['detail'], { answer: 'yes' })).toBe(true);
    expect(isFieldVisible(options, ['detail'], { answer: 'no' })).toBe(false);
  });

  test('dependencies are paths from the root, or from the parent with a leading dot', () => {
    registerVisibilityFunction('isCanada', ([country]) => country === 'CA');
    const absolute = readFieldOptions({
      'ui:options': { dependencies: ['address.country'], visibility: 'isCanada' },
    });
    const relative = readFieldOptions({
      'ui:options': { dependencies: ['.country'], visibility: 'isCanada' },
    });
    const data = { address: { country: 'CA' } };
    expect(isFieldVisible(absolute, ['address', 'province'], data)).toBe(true);
    expect(isFieldVisible(relative, ['address', 'province'], data)).toBe(true);
  });

  test('dependency changes reach visibility 50 ms after the last change', () => {
    vi.useFakeTimers();
    try {
      const store = new FormStore(
        { answer: 'no' },
        { variables: {}, defaultCountry: 'US', defaultEmailMode: 'loose', t: formsT },
      );
      const listener = vi.fn();
      store.subscribe(listener);
      store.setFormData({ answer: 'ye' });
      vi.advanceTimersByTime(30);
      store.setFormData({ answer: 'yes' });
      vi.advanceTimersByTime(DEPENDENCY_DEBOUNCE_MS - 1);
      expect(store.settledFormData).toEqual({ answer: 'no' });
      expect(listener).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(store.settledFormData).toEqual({ answer: 'yes' });
      expect(listener).toHaveBeenCalledTimes(1);
      expect(DEPENDENCY_DEBOUNCE_MS).toBe(50);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a field appears once its dependency has settled', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        answer: { type: 'string', title: 'Answer' },
        detail: { type: 'string', title: 'Detail' },
      },
    };
    renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(schema, {
          detail: {
            'ui:options': {
              dependencies: ['answer'],
              visibility: 'equals',
              visibilityValue: 'yes',
            },
          },
        })}
        initialData={{ answer: 'ye' }}
        onSubmit={vi.fn()}
      />,
    );
    await userEvent.setup().type(screen.getByLabelText('Answer'), 's');
    expect(await screen.findByLabelText('Detail')).toBeInTheDocument();
  });
});
