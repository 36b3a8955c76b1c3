import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormEngine } from '../schema-form';
import { loadDefinition, renderWithQueryClient } from '../test-utils';

const pdf = (name: string) =>
  new File(['%PDF-1.4'], name, { type: 'application/pdf', lastModified: 1 });

describe('file upload', () => {
  test('a real file input with a visible label; the file is read as base64 into an uploaded-file entry', async () => {
    const onSubmit = vi.fn();
    renderWithQueryClient(
      <FormEngine definition={await loadDefinition('signed-offer-upload')} onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText('Signed offer letter *');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf');
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, pdf('signed.pdf'));
    expect(await screen.findByText(/signed\.pdf/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      signedOffer: [
        expect.objectContaining({
          name: 'signed.pdf',
          type: 'application/pdf',
          size: 8,
          content: btoa('%PDF-1.4'),
          status: 'done',
          webkitRelativePath: '',
        }) as unknown,
      ],
    });
  });

  test('signed offer upload: file required, and "You should upload at most 1 file"', async () => {
    const onSubmit = vi.fn();
    renderWithQueryClient(
      <FormEngine definition={await loadDefinition('signed-offer-upload')} onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const input = screen.getByLabelText('Signed offer letter *');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Signed offer letter is required') as string,
    );
    await user.upload(input, pdf('one.pdf'));
    await screen.findByText(/one\.pdf/);
    await user.upload(input, pdf('two.pdf'));
    await screen.findByText(/two\.pdf/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('You should upload at most 1 file') as string,
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove two.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test('several files may be chosen when the maximum is over 1; a file of another type is refused', async () => {
    renderWithQueryClient(
      <FormEngine definition={await loadDefinition('work-authorization')} onSubmit={vi.fn()} />,
    );
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Upload your documents *');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', '.doc,.docx,.pdf,.txt');
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File could not be uploaded');
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    const list = await screen.findByRole('list', { name: 'Upload your documents: chosen files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  test('too many files, or one too large, are flagged as they are chosen and cleared with the file', async () => {
    renderWithQueryClient(
      <FormEngine definition={await loadDefinition('work-authorization')} onSubmit={vi.fn()} />,
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText('Upload your documents *');
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    expect(
      await screen.findByText('Upload no more than 3 files.', { selector: '.pcsx-field__error' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove d.pdf' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Upload no more than 3 files.', { selector: '.pcsx-field__error' }),
      ).not.toBeInTheDocument(),
    );

    const large = new File([new Uint8Array(6 * 1024 * 1024)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await user.click(screen.getByRole('button', { name: 'Remove c.pdf' }));
    await user.upload(input, large);
    expect(
      await screen.findByText(/^Each file must be 5 MB or smaller: scan\.pdf/, {
        selector: '.pcsx-field__error',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove scan.pdf' }));
    await waitFor(() =>
      expect(
        screen.queryByText(/5 MB or smaller/, { selector: '.pcsx-field__error' }),
      ).not.toBeInTheDocument(),
    );
  });
});
