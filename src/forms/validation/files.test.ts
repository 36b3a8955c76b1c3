import { isAcceptedType } from '../../ui/file-upload/file-upload';
import { formsT } from '../test-utils';
import { DEFAULT_ACCEPTED_TYPES, readUploadedFile, validateFiles } from './files';

const MB = 1024 * 1024;
const file = (name: string, size: number) => ({ name, size });

describe('file upload rules', () => {
  test("file count: 'Upload at least N file.' and 'Upload no more than N files.' via %(min)s and %(max)s", () => {
    expect(validateFiles([], { minFiles: 1 }, formsT)).toBe('Upload at least 1 file.');
    expect(
      validateFiles(
        [file('a.pdf', 1), file('b.pdf', 1), file('c.pdf', 1)],
        { maxFiles: 2 },
        formsT,
      ),
    ).toBe('Upload no more than 2 files.');
  });

  test("a rule message of its own, like the signed offer upload's", () => {
    expect(
      validateFiles(
        [file('a.pdf', 1), file('b.pdf', 1)],
        {
          maxFiles: 1,
          messages: { maxFiles: 'You should upload at most 1 file' },
        },
        formsT,
      ),
    ).toBe('You should upload at most 1 file');
  });

  test('maxFileSizeMB per file lists the names through %(files)s', () => {
    expect(
      validateFiles(
        [file('big.pdf', 6 * MB), file('ok.pdf', MB), file('huge.docx', 9 * MB)],
        {
          maxFileSizeMB: 5,
          messages: { fileSize: 'Too large: %(files)s' },
        },
        formsT,
      ),
    ).toBe('Too large: big.pdf, huge.docx');
    expect(validateFiles([file('big.pdf', 6 * MB)], { maxFileSizeMB: 5 }, formsT)).toBe(
      'Each file must be 5 MB or smaller: big.pdf',
    );
  });

  test('maxCumulativeFileSizeMB for the total', () => {
    expect(
      validateFiles(
        [file('a.pdf', 4 * MB), file('b.pdf', 4 * MB)],
        { maxCumulativeFileSizeMB: 7 },
        formsT,
      ),
    ).toBe('All files together must be 7 MB or smaller.');
  });

  test('the first failure is reported: count, then each size, then the total', () => {
    const files = [file('a.pdf', 6 * MB), file('b.pdf', 6 * MB), file('c.pdf', 6 * MB)];
    const limits = { maxFiles: 2, maxFileSizeMB: 5, maxCumulativeFileSizeMB: 10 };
    expect(validateFiles(files, limits, formsT)).toBe('Upload no more than 2 files.');
    expect(validateFiles(files.slice(0, 2), limits, formsT)).toBe(
      'Each file must be 5 MB or smaller: a.pdf, b.pdf',
    );
    expect(validateFiles(files.slice(0, 2), { ...limits, maxFileSizeMB: 8 }, formsT)).toBe(
      'All files together must be 10 MB or smaller.',
    );
  });

  test('default types .doc,.docx,.pdf,.txt', () => {
    expect(DEFAULT_ACCEPTED_TYPES).toBe('.doc,.docx,.pdf,.txt');
    expect(
      isAcceptedType({ name: 'Resume.PDF', type: 'application/pdf' }, DEFAULT_ACCEPTED_TYPES),
    ).toBe(true);
    expect(isAcceptedType({ name: 'photo.png', type: 'image/png' }, DEFAULT_ACCEPTED_TYPES)).toBe(
      false,
    );
    expect(isAcceptedType({ name: 'photo.png', type: 'image/png' }, 'image/*')).toBe(true);
  });

  test('files are read as base64 into an uploaded-file entry', async () => {
    const chosen = new File(['hello'], 'note.txt', {
      type: 'text/plain',
      lastModified: 1_700_000_000_000,
    });
    const entry = await readUploadedFile(chosen);
    expect(entry).toEqual({
      uid: expect.stringMatching(/^upload-/) as unknown,
      name: 'note.txt',
      size: 5,
      type: 'text/plain',
      lastModified: 1_700_000_000_000,
      webkitRelativePath: '',
      content: btoa('hello'),
      status: 'done',
    });
  });
});
