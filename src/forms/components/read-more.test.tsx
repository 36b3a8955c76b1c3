import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { READ_MORE_HEIGHT, ReadMore } from './read-more';

const setContentHeight = (height: number) =>
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);

describe('read-more wrapper', () => {
  test('heights: 400 by default, 150 for instructions', () => {
    expect(READ_MORE_HEIGHT).toEqual({ default: 400, instruction: 150 });
  });

  test("content taller than the height collapses with a 'Read more' button", async () => {
    setContentHeight(401);
    render(<ReadMore>Long text</ReadMore>);
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.getByText('Long text').parentElement ?? screen.getByText('Long text'),
    ).toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('content of the height or less is shown whole', () => {
    setContentHeight(400);
    render(<ReadMore>Short text</ReadMore>);
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  test('instructions collapse past 150 px', () => {
    setContentHeight(151);
    render(<ReadMore maxHeight={READ_MORE_HEIGHT.instruction}>Steps</ReadMore>);
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });
});
