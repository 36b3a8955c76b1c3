import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { FormEngine } from '../schema-form';
import { inlineDefinition, renderWithQueryClient } from '../test-utils';
import { loadPhoneSupport } from '../validation/phone';

// Phone support is a lazily loaded chunk; the app loads it with forms that have phone fields.
beforeAll(() => loadPhoneSupport());

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    phone: { type: 'object', title: 'Mobile', properties: { number: { type: 'string' } } },
  },
};
const ui = { phone: { 'ui:field': 'phone' } };

const renderPhone = (props: { defaultCountry?: string } = {}) => {
  const onSubmit = vi.fn();
  renderWithQueryClient(
    <FormEngine definition={inlineDefinition(schema, ui)} onSubmit={onSubmit} {...props} />,
  );
  return { onSubmit, user: userEvent.setup() };
};

describe('phone', () => {
  afterEach(() => {
    delete window.countryCode;
  });

  test('country and number; the country defaults to US', () => {
    renderPhone();
    expect(screen.getByRole('group', { name: 'Mobile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country code')).toHaveDisplayValue('United States (+1)');
  });

  test("the default country is the window's country code when it has one", () => {
    window.countryCode = 'GB';
    renderPhone();
    expect(screen.getByLabelText('Country code')).toHaveDisplayValue('United Kingdom (+44)');
  });

  test('the value holds calling code, number and selected country; the number is trimmed on blur', async () => {
    const { user, onSubmit } = renderPhone();
    await user.type(screen.getByLabelText('Phone number'), ' 512-555-0199 ');
    await user.tab();
    expect(screen.getByLabelText('Phone number')).toHaveValue('512-555-0199');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      phone: { callingCode: '+1', number: '512-555-0199', selectedCountryCode: 'US' },
    });
  });

  test('an invalid number for the country is reported when the field is left', async () => {
    const { user } = renderPhone();
    await user.type(screen.getByLabelText('Phone number'), '555-01');
    await user.tab();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter a valid phone number and country code.',
    );
  });

  test('letters in the number give the digits-only message', async () => {
    const { user } = renderPhone();
    await user.selectOptions(screen.getByLabelText('Country code'), 'GB');
    await user.type(screen.getByLabelText('Phone number'), 'call me');
    await user.tab();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
    );
  });
});
