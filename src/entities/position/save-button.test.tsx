import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveButton } from './save-button';

describe('save button', () => {
  test('while saving it stays focusable (aria-disabled, not disabled) and ignores more presses', async () => {
    let finish: () => void = () => undefined;
    const onToggle = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<SaveButton positionName="Data Engineer" isSaved={false} onToggle={onToggle} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Save: Data Engineer' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledOnce();
    await act(async () => {
      finish();
      await onToggle.mock.results[0]?.value;
    });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });
});
