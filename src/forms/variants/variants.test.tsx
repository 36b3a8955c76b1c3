import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDefinition, renderWithQueryClient } from '../test-utils';
import { progressPercent } from '../progress';
import { FORM_VARIANTS, FormVariant } from './form-variant';

describe('form variants', () => {
  test('the four variants by the names the form center uses', () => {
    expect(Object.keys(FORM_VARIANTS)).toEqual([
      'SimpleForm',
      'StepperForm',
      'HTMLForm',
      'PreboardingAdmin',
    ]);
  });

  test('SimpleForm: the fields and the buttons', async () => {
    renderWithQueryClient(
      <FormVariant
        variant="SimpleForm"
        definition={await loadDefinition('emergency-contact')}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Full name *')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  test('HTMLForm: the form’s sanitized HTML above its fields', async () => {
    const { container } = renderWithQueryClient(
      <FormVariant
        variant="HTMLForm"
        definition={await loadDefinition('work-authorization')}
        onSubmit={vi.fn()}
      />,
    );
    const intro = screen.getByRole('region', { name: 'About this form' });
    expect(await within(intro).findByRole('heading', { name: 'Why we ask' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  test('PreboardingAdmin: the answers on file read-only, then "Edit answers" opens the form', async () => {
    renderWithQueryClient(
      <FormVariant
        variant="PreboardingAdmin"
        definition={await loadDefinition('emergency-contact')}
        initialData={{
          name: 'Sam Alvarez',
          relationship: 'sibling',
          phone: { callingCode: '+1', number: '512-555-0199', selectedCountryCode: 'US' },
        }}
        onSubmit={vi.fn()}
      />,
    );
    const summary = screen
      .getByRole('heading', { name: 'Answers on file' })
      .closest('section') as HTMLElement;
    expect(within(summary).getByText('Sam Alvarez')).toBeInTheDocument();
    expect(within(summary).getByText('Sibling')).toBeInTheDocument();
    expect(within(summary).getByText('+1 512-555-0199')).toBeInTheDocument();
    expect(within(summary).getAllByText('Not answered')).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit answers' }));
    expect(screen.getByLabelText('Full name *')).toHaveValue('Sam Alvarez');
  });
});

describe('StepperForm', () => {
  test('one step per section, with the new-question counts', async () => {
    renderWithQueryClient(
      <FormVariant
        variant="StepperForm"
        definition={await loadDefinition('personal-details')}
        onSubmit={vi.fn()}
      />,
    );
    const steps = within(screen.getByRole('navigation', { name: 'Form sections' })).getAllByRole(
      'button',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      '1. Legal name1 new question',
      '2. Identity',
      '3. Contact',
      '4. Home address',
      '5. Emergency contact',
      '6. About you1 new question',
    ]);
  });

  test('steps show their error counts after a submit', async () => {
    renderWithQueryClient(
      <FormVariant
        variant="StepperForm"
        definition={await loadDefinition('personal-details')}
        onSubmit={vi.fn()}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    const nav = screen.getByRole('navigation', { name: 'Form sections' });
    expect(within(nav).getByRole('button', { name: /Legal name/ })).toHaveTextContent('2 problems');
    expect(within(nav).getByRole('button', { name: /Identity/ })).toHaveTextContent('2 problems');
    expect(within(nav).getByRole('button', { name: /About you/ })).not.toHaveTextContent('problem');
  });

  test('progress moves in steps of 10 percent', async () => {
    expect(
      [0, 1, 9, 10, 11, 19].map((answered) => progressPercent({ answered, total: 20 })),
    ).toEqual([0, 0, 40, 50, 50, 90]);
    renderWithQueryClient(
      <FormVariant
        variant="StepperForm"
        definition={await loadDefinition('personal-details')}
        initialData={{ legalName: { first: 'Jordan', last: 'Alvarez' } }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByText('10% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '10% complete' })).toHaveAttribute(
      'value',
      '10',
    );
  });

  test('the active step follows the section scrolled into view', async () => {
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          notify = callback;
        }
        observe = vi.fn();
        disconnect = vi.fn();
      },
    );
    renderWithQueryClient(
      <FormVariant
        variant="StepperForm"
        definition={await loadDefinition('personal-details')}
        onSubmit={vi.fn()}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Form sections' });
    expect(within(nav).getByRole('button', { name: /Legal name/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    act(() =>
      notify([
        { isIntersecting: true, target: document.getElementById('root.address') as Element },
      ]),
    );
    expect(within(nav).getByRole('button', { name: /Home address/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(nav).getByRole('button', { name: /Legal name/ })).not.toHaveAttribute(
      'aria-current',
    );
    vi.unstubAllGlobals();
  });
});
