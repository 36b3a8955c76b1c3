import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

/** A page with a button that opens the modal, as a screen would have it. */
const Page = () => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <button type="button">Behind the modal</button>
      <Modal title="Sign in" isOpen={isOpen} onClose={() => setIsOpen(false)}>
        <label>
          Email
          <input type="email" />
        </label>
        <button type="button" disabled>
          Not now
        </button>
        <button type="button" onClick={() => setIsOpen(false)}>
          Done
        </button>
      </Modal>
    </>
  );
};

describe('modal', () => {
  test('Tab from the last element wraps to the first, Shift+Tab from the first to the last', async () => {
    render(<Page />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const done = screen.getByRole('button', { name: 'Done' });

    done.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  test('focus goes back to what opened it when it closes', async () => {
    render(<Page />);
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  test('focus goes to the element it was told to return to', async () => {
    const target = document.createElement('button');
    document.body.append(target);
    const { rerender } = render(
      <Modal title="Sign in" isOpen onClose={() => undefined} returnFocusTo={target}>
        <p>Body</p>
      </Modal>,
    );
    rerender(
      <Modal title="Sign in" isOpen={false} onClose={() => undefined} returnFocusTo={target}>
        <p>Body</p>
      </Modal>,
    );
    await waitFor(() => expect(target).toHaveFocus());
    target.remove();
  });

  test('Escape closes it and gives focus back to the opener; the page behind is hidden meanwhile', async () => {
    render(<Page />);
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(open);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    // The first control inside has focus, and what is behind is out of the accessibility tree.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Behind the modal' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(open).toHaveFocus());
  });

  test('a press outside the dialog leaves it open, so a half-filled form is not lost', async () => {
    render(<Page />);
    // The page behind takes no pointer events while the dialog is open: press it all the same.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByLabelText('Email'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Behind the modal', hidden: true }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('kim@example.com');
  });

  test('with a title id, the title has focus first', () => {
    render(
      <Modal title="Resumes" isOpen onClose={() => undefined} titleId="resumes-title">
        <button type="button">Upload</button>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Resumes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resumes' })).toHaveFocus();
  });
});
