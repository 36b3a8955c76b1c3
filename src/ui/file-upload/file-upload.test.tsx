import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileUpload } from './file-upload';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** An owner that keeps the chosen files as they are. */
const PlainOwner = ({ onFiles }: { onFiles: (files: File[]) => void }) => {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileUpload
      id="letter"
      label="Signed letter"
      accept=".pdf"
      maxFiles={1}
      required
      value={files}
      onChange={(next) => {
        setFiles(next);
        onFiles(next);
      }}
    />
  );
};

describe('file upload', () => {
  test('plain-File mode hands the chosen File over as it is, and lists it', async () => {
    const onFiles = vi.fn();
    render(<PlainOwner onFiles={onFiles} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Signed letter *');
    expect(input).toHaveAccessibleDescription('Accepted file types: .pdf. Up to 1 file.');
    const chosen = pdf('signed.pdf');
    await user.upload(input, chosen);
    expect(onFiles).toHaveBeenLastCalledWith([chosen]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove signed.pdf' }));
    expect(onFiles).toHaveBeenLastCalledWith([]);
  });

  test('a file of a type not accepted is refused with a message naming the types accepted', async () => {
    const onFiles = vi.fn();
    render(<PlainOwner onFiles={onFiles} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Signed letter *'),
      new File(['x'], 'letter.txt', { type: 'text/plain' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File could not be uploaded. Accepted file types: .pdf.',
    );
    expect(onFiles).toHaveBeenLastCalledWith([]);
  });

  test('given readFile, it hands over the entries read from the files', async () => {
    const onChange = vi.fn();
    render(
      <FileUpload
        id="docs"
        label="Documents"
        value={[]}
        readFile={(file) => Promise.resolve({ name: file.name, size: file.size, id: 'entry-1' })}
        onChange={onChange}
      />,
    );
    await userEvent.setup().upload(screen.getByLabelText('Documents'), pdf('a.pdf'));
    expect(onChange).toHaveBeenCalledWith([{ name: 'a.pdf', size: 8, id: 'entry-1' }]);
  });
});
