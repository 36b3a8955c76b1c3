import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { FormEngine } from './schema-form';
import { inlineDefinition, loadDefinition, renderWithQueryClient } from './test-utils';

const schema: RJSFSchema = {
  type: 'object',
  required: ['firstName', 'email'],
  properties: {
    firstName: { type: 'string', title: 'First name' },
    email: { type: 'string', title: 'Email' },
    notes: { type: 'string', title: 'Notes' },
    hasPet: {
      type: 'string',
      title: 'Do you have a pet?',
      oneOf: [
        { const: 'yes', title: 'Yes' },
        { const: 'no', title: 'No' },
      ],
    },
    petName: { type: 'string', title: 'Pet name' },
  },
};
const uiSchema = {
  email: { 'ui:widget': 'email', 'ui:options': { rules: [{ type: 'email', value: 'strict' }] } },
  notes: { 'ui:widget': 'textarea' },
  hasPet: { 'ui:widget': 'radio' },
  petName: {
    'ui:options': { dependencies: ['hasPet'], visibility: 'equals', visibilityValue: 'yes' },
  },
};

const renderForm = (props: Partial<Parameters<typeof FormEngine>[0]> = {}) => {
  const onSubmit = vi.fn();
  const view = renderWithQueryClient(
    <FormEngine definition={inlineDefinition(schema, uiSchema)} onSubmit={onSubmit} {...props} />,
  );
  return { onSubmit, user: userEvent.setup(), ...view };
};

describe('form behaviours', () => {
  test('validates a field when it is left, not while the user types', async () => {
    const { user } = renderForm();
    const email = screen.getByLabelText('Email *');
    await user.type(email, 'jordan@');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'Email is invalid. Use the format "name@example.com".',
    );
  });

  test('a required field left empty shows "<label> is required"', async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('First name *'));
    await user.tab();
    expect(screen.getByLabelText('First name *')).toHaveAccessibleDescription(
      'First name is required',
    );
  });

  test('a field is described by its problem only while it has one', async () => {
    const { user } = renderForm();
    const firstName = screen.getByLabelText('First name *');
    expect(firstName).not.toHaveAttribute('aria-describedby');
    await user.click(firstName);
    await user.tab();
    expect(firstName).toHaveAccessibleDescription('First name is required');
    await user.type(firstName, 'Jordan');
    await user.tab();
    expect(firstName).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  test('a problem shown goes as soon as the answer is right, before the field is left', async () => {
    const { user } = renderForm();
    const firstName = screen.getByLabelText('First name *');
    await user.click(firstName);
    await user.tab();
    expect(firstName).toHaveAccessibleDescription('First name is required');
    await user.click(firstName);
    await user.keyboard('J');
    await waitFor(() => expect(firstName).not.toHaveAttribute('aria-describedby'));
    expect(firstName).toHaveFocus();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  test('a problem found when a press leaves a field shows once that press has clicked', async () => {
    const { user } = renderForm();
    const firstName = screen.getByLabelText('First name *');
    const email = screen.getByLabelText('Email *');
    await user.click(firstName);
    // Pressing another field leaves this one: its problem waits, so nothing moves under the press.
    await user.pointer({ keys: '[MouseLeft>]', target: email });
    expect(email).toHaveFocus();
    expect(
      screen.queryByText('First name is required', { selector: '.pcsx-field__error' }),
    ).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: email });
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('First name is required'));
  });

  test("a problem that appears when a field is left is read out by the form's live region", async () => {
    const { user } = renderForm();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByLabelText('First name *'));
    await user.tab();
    await waitFor(() => expect(status).toHaveTextContent('First name is required'));
  });

  test('the problem a submit reveals is not read out: focus moves to it instead', async () => {
    const { user } = renderForm();
    const email = screen.getByLabelText('Email *');
    await user.type(email, 'jordan@example.com');
    const status = screen.getByRole('status');
    const said: string[] = [];
    const listening = new MutationObserver(() => said.push(status.textContent));
    listening.observe(status, { childList: true, characterData: true, subtree: true });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('First name *')).toHaveFocus();
    expect(screen.getByLabelText('First name *')).toHaveAccessibleDescription(
      'First name is required',
    );
    // A problem appearing on its own afterwards is read out: by then the submit's round is over,
    // and the live region has said nothing else.
    await user.clear(email);
    await waitFor(() => expect(status).toHaveTextContent('Email is required'));
    listening.disconnect();
    expect(said).toEqual(['Email is required']);
  });

  test('text and text area values are trimmed on blur', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('First name *'), '  Jordan  ');
    await user.type(screen.getByLabelText('Notes'), '  likes cats ');
    await user.tab();
    expect(screen.getByLabelText('First name *')).toHaveValue('Jordan');
    expect(screen.getByLabelText('Notes')).toHaveValue('likes cats');
  });

  test('a submit with problems lists them and moves focus to the first field with a problem', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('First name *'), 'Jordan');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('region', { name: 'Some answers need your attention' });
    expect(summary).toHaveTextContent('Email is required');
    expect(screen.getByLabelText('Email *')).toHaveFocus();
  });

  test('fields hidden by their visibility function are not required and not submitted', async () => {
    const { user, onSubmit } = renderForm({ initialData: { petName: 'Rex' } });
    expect(screen.queryByLabelText('Pet name')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Yes'));
    expect(await screen.findByLabelText('Pet name')).toHaveValue('Rex');
    await user.click(screen.getByLabelText('No'));
    await waitFor(() => expect(screen.queryByLabelText('Pet name')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('First name *'), 'Jordan');
    await user.type(screen.getByLabelText('Email *'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Jordan',
      email: 'jordan@example.com',
      hasPet: 'no',
    });
  });

  test('server 422 field errors land on their fields by dotted path and clear when the field changes', async () => {
    const definition = await loadDefinition('personal-details');
    const user = userEvent.setup();
    renderWithQueryClient(
      <FormEngine
        definition={definition}
        onSubmit={vi.fn()}
        initialData={{ address: { city: 'Austin' } }}
        serverErrors={[
          { name: 'address.city', message: 'City is required' },
          {
            name: 'emergencyContact.phone',
            message: 'Enter a valid phone number and country code.',
          },
        ]}
      />,
    );
    const city = screen.getByLabelText('City *');
    expect(city).toHaveAccessibleDescription('City is required');
    expect(screen.getAllByLabelText('Phone number')[1]).toHaveAccessibleDescription(
      'Enter a valid phone number and country code.',
    );
    await user.type(city, 'x');
    expect(city).not.toHaveAccessibleDescription('City is required');
  });

  test('"Save draft" hands over the answers without validating them', async () => {
    const onSaveDraft = vi.fn();
    const { user, onSubmit } = renderForm({ onSaveDraft });
    await user.type(screen.getByLabelText('Notes'), 'later');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSaveDraft).toHaveBeenCalledWith({ notes: 'later' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name *')).not.toHaveAttribute('aria-invalid');
  });

  test('a valid form is submitted with its answers', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('First name *'), 'Jordan');
    await user.type(screen.getByLabelText('Email *'), 'jordan@example.com');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Jordan', email: 'jordan@example.com' });
  });
});

describe('field layout', () => {
  test('consecutive half-width fields share a row two at a time; other fields stand alone', () => {
    const half = { 'ui:options': { layout: 'half' } };
    renderWithQueryClient(
      <FormEngine
        definition={inlineDefinition(
          {
            type: 'object',
            properties: {
              firstName: { type: 'string', title: 'First name' },
              lastName: { type: 'string', title: 'Last name' },
              city: { type: 'string', title: 'City' },
              state: { type: 'string', title: 'State' },
              zip: { type: 'string', title: 'Zip code' },
            },
          },
          { firstName: half, lastName: half, city: half, zip: half },
        )}
        onSubmit={vi.fn()}
      />,
    );
    const rowOf = (label: string) => screen.getByLabelText(label).closest('.pcsx-fields__pair');
    expect(rowOf('First name')).not.toBeNull();
    expect(rowOf('Last name')).toBe(rowOf('First name'));
    expect(rowOf('City')).not.toBeNull();
    expect(rowOf('City')).not.toBe(rowOf('First name'));
    expect(rowOf('State')).toBeNull();
    expect(rowOf('Zip code')).not.toBeNull();
    expect(rowOf('Zip code')).not.toBe(rowOf('City'));
  });
});
