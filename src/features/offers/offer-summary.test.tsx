import { render, screen, within } from '@testing-library/react';
import { OfferSummary } from './offer-summary';

describe('offer summary', () => {
  test('pay in the currency per period, the start date as that calendar day, the place', () => {
    render(
      <OfferSummary
        summary={{
          compensation: { amount: 168000, currency: 'USD', period: 'year' },
          start_date: '2027-04-12',
          location: 'Austin, TX, United States',
        }}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Offer summary' });
    const value = (term: string) =>
      within(summary).getByText(term).closest('div')?.querySelector('dd')?.textContent;
    expect(value('Compensation')).toBe('$168,000 per year');
    expect(value('Start date')).toBe('04/12/2027');
    expect(value('Location')).toBe('Austin, TX, United States');
  });

  test('shows only the parts the employer gave', () => {
    render(
      <OfferSummary summary={{ compensation: { amount: 62, currency: 'EUR', period: 'hour' } }} />,
    );
    expect(screen.getByText('€62 per hour')).toBeInTheDocument();
    expect(screen.queryByText('Start date')).not.toBeInTheDocument();
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
  });
});
