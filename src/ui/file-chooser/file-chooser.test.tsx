import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileChooser } from './file-chooser';

const text = (name: string) => new File(['hello'], name, { type: 'text/plain' });

describe('file chooser', () => {
  test('draws its own button in the page’s words; the labelled native input takes the files', async () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="cv">Resume</label>
        <FileChooser id="cv" onChange={onChange} />
      </>,
    );
    expect(screen.getByText('Choose file')).toHaveAttribute('aria-hidden', 'true');
    const input = screen.getByLabelText('Resume');
    expect(input).toHaveAttribute('type', 'file');
    await userEvent.setup().upload(input, text('cv.txt'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('cv.txt')).toBeInTheDocument();
  });

  test('names several files, or none where the page lists them itself', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<FileChooser aria-label="Attachments" multiple />);
    expect(screen.getByText('Choose files')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Attachments'), [text('a.txt'), text('b.txt')]);
    expect(screen.getByText('a.txt, b.txt')).toBeInTheDocument();
    unmount();

    render(<FileChooser aria-label="Letter" showChosen={false} />);
    await user.upload(screen.getByLabelText('Letter'), text('letter.txt'));
    expect(screen.queryByText('letter.txt')).not.toBeInTheDocument();
  });
});
