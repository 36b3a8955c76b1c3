import JSZip from 'jszip';
import { sql } from 'kysely';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { createPdf } from '../src/lib/pdf';
import { layOutPdf, toWinAnsi } from '../src/lib/pdf-layout';
import { parseResumeText } from '../src/profile/resume-parser';
import { DEMO_CANDIDATE_EMAIL } from '../src/seed/candidates';
import { openDocxZip } from '../src/profile/docx-zip.mjs';
import { MAX_UNPACKED_BYTES } from '../src/profile/resume-text-worker.mjs';
import { MAX_PARSED_CHARACTERS, READ_TIMEOUT_MS, resumeText } from '../src/profile/resume-text';
import { UnpackBudget } from '../src/profile/unpack-budget.mjs';
import {
  Client,
  DOMAIN,
  dataOf,
  errorOf,
  pdfTextOf,
  registeredClient,
  signedInClient,
  startServer,
  type TestServer,
} from './helpers';
import { CLAIMED_DOCUMENT_BYTES, lyingDocxBomb, pdfFlateBomb } from './support/upload-bombs';

type Schemas = components['schemas'];

const query = { domain: DOMAIN };

const RESUME_LINES = [
  'jordan.alvarez@example.com | (512) 555-0148 | Austin, TX',
  'EXPERIENCE',
  'Senior Frontend Engineer, Contoso Health   06/2021 - Present',
  '- Lead developer of the patient portal design system.',
  'Web Developer',
  'Fabrikam Retail | Seattle, WA | Jul 2019 - May 2021',
  'EDUCATION',
  'The University of Texas at Austin',
  'B.S. in Computer Science, 08/2015 - 05/2019',
  'SKILLS',
  'Languages: TypeScript, JavaScript, Python',
  'Frameworks: React, Node.js',
];

/** A real PDF resume, written with the project's own PDF writer. */
const pdfResume = (name = 'Jordan Alvarez'): Buffer =>
  createPdf({ title: name, lines: RESUME_LINES });

/** A real DOCX: a zip with the parts Word writes, the text in `word/document.xml`. */
const docxResume = async (paragraphs: readonly string[]): Promise<Buffer> => {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs
      .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`)
      .join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
};

/** A PDF with a standard security handler whose password is not empty: readers ask for it. */
const encryptedPdf = (): Buffer => {
  const plain = pdfResume().toString('latin1');
  const encrypted = plain
    .replace(
      'trailer\n<< ',
      `trailer\n<< /Encrypt 7 0 R /ID [<${'01'.repeat(16)}><${'01'.repeat(16)}>] `,
    )
    .replace(
      'xref\n',
      `7 0 obj\n<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>\nendobj\nxref\n`,
    );
  return Buffer.from(encrypted, 'latin1');
};

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOCX_DAMAGED = 'This Word document could not be read. It may be damaged.';
const PDF_DAMAGED = 'This PDF could not be read. It may be damaged.';

/** How much the process's resident memory grew at most while `action` ran (sampled). */
const rssGrowthDuring = async <T>(
  action: () => Promise<T>,
): Promise<{ result: T; growth: number }> => {
  const start = process.memoryUsage.rss();
  let peak = start;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const sampler = setInterval(sample, 5);
  try {
    const result = await action();
    sample();
    return { result, growth: peak - start };
  } finally {
    clearInterval(sampler);
  }
};

const uploadForm = (fileName: string, mediaType: string, content: Buffer): FormData => {
  const form = new FormData();
  form.append('resume_file_name', fileName);
  form.append('resume_content', `data:${mediaType};base64,${content.toString('base64')}`);
  form.append('domain', DOMAIN);
  return form;
};

let server: TestServer;

/** A new candidate with an empty profile. */
const newCandidate = (): Promise<Client> => registeredClient(server);

const upload = (client: Client, form: FormData) =>
  client.post('/api/pcsx/upload_resume', { query, form });

const profileOf = async (client: Client) =>
  dataOf<Schemas['UserProfile']>(await client.get('/api/pcsx/profile_details', { query }));

const resumesOf = async (client: Client) =>
  dataOf<Schemas['ResumeList']>(await client.get('/api/pcsx/resumes', { query }));

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

describe('resume parsing', () => {
  it('reads a PDF resume: name, contact, city, skills, experience and education', async () => {
    const client = await newCandidate();
    const answer = await upload(client, uploadForm('jordan.pdf', 'application/pdf', pdfResume()));
    expect(answer.status, answer.text).toBe(200);
    const result = dataOf<Schemas['ResumeUploadResult']>(answer);
    expect(result.parsed).toEqual({
      hasText: true,
      firstname: 'Jordan',
      lastname: 'Alvarez',
      email: 'jordan.alvarez@example.com',
      phone: { callingCode: '+1', number: '512-555-0148', selectedCountryCode: 'US' },
      location: 'Austin, TX, US',
      skillGroups: [
        { label: 'Languages', skills: ['TypeScript', 'JavaScript', 'Python'] },
        { label: 'Frameworks', skills: ['React', 'Node.js'] },
      ],
      experience: [
        {
          title: 'Senior Frontend Engineer',
          company: 'Contoso Health',
          dateRange: { startDate: '06/2021', endDate: null, isCurrent: true },
          description: 'Lead developer of the patient portal design system.',
        },
        {
          title: 'Web Developer',
          company: 'Fabrikam Retail',
          dateRange: { startDate: '07/2019', endDate: '05/2021', isCurrent: false },
          description: null,
        },
      ],
      education: [
        {
          school: 'The University of Texas at Austin',
          degree: 'B.S.',
          field: 'Computer Science',
          dateRange: { startDate: '08/2015', endDate: '05/2019', isCurrent: false },
        },
      ],
    });
    expect(result.resume).toMatchObject({ fileName: 'jordan.pdf', isPrimary: true });
    // Only the empty location is filled on upload; nothing else changes until the candidate applies.
    expect(result.candidate.location).toBe('Austin, TX, US');
    const profile = await profileOf(client);
    expect(profile).toMatchObject({
      firstname: 'Robin',
      skills: [],
      experience: [],
      education: [],
      phone: null,
    });
    expect(profile.resume?.fileName).toBe('jordan.pdf');
  });

  it('reads a DOCX resume', async () => {
    const client = await newCandidate();
    const docx = await docxResume([
      'Priya Raman',
      'priya.raman@example.com',
      'Work Experience',
      'Data Engineer at Northwind Traders (Mar 2020 – Present)',
      'Built the Airflow pipelines.',
      'Education',
      'Master of Science in Statistics, University of Washington, 2016 - 2018',
      'Technical Skills',
      'SQL, Airflow, dbt, Snowflake',
    ]);
    const answer = await upload(
      client,
      uploadForm(
        'priya.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        docx,
      ),
    );
    expect(answer.status, answer.text).toBe(200);
    const { parsed } = dataOf<Schemas['ResumeUploadResult']>(answer);
    expect(parsed).toMatchObject({
      firstname: 'Priya',
      lastname: 'Raman',
      email: 'priya.raman@example.com',
      skillGroups: [{ label: '', skills: ['SQL', 'Airflow', 'dbt', 'Snowflake'] }],
      experience: [
        {
          title: 'Data Engineer',
          company: 'Northwind Traders',
          dateRange: { startDate: '03/2020', endDate: null, isCurrent: true },
          description: 'Built the Airflow pipelines.',
        },
      ],
      education: [
        {
          school: 'University of Washington',
          degree: 'Master of Science',
          field: 'Statistics',
          dateRange: { startDate: '01/2016', endDate: '12/2018', isCurrent: false },
        },
      ],
    });
  });

  it('refuses bad files with a clear message and stores nothing', async () => {
    const client = await newCandidate();
    const cases: [FormData, number, string][] = [
      [
        uploadForm('locked.pdf', 'application/pdf', encryptedPdf()),
        422,
        'This PDF is password-protected. Remove the password and upload it again.',
      ],
      [
        uploadForm('broken.pdf', 'application/pdf', Buffer.from('%PDF-1.4\nnot really a pdf')),
        422,
        'This PDF could not be read. It may be damaged.',
      ],
      [
        uploadForm(
          'broken.docx',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          Buffer.from('PK\x03\x04 not really a zip', 'latin1'),
        ),
        422,
        'This Word document could not be read. It may be damaged.',
      ],
      [
        uploadForm('resume.exe', 'application/octet-stream', Buffer.from('MZ\x90\x00', 'latin1')),
        415,
        'Upload your resume as a .doc, .docx, .pdf or .txt file.',
      ],
      [
        // A .pdf name on a file that is not a PDF.
        uploadForm('resume.pdf', 'application/pdf', Buffer.from('Just text')),
        415,
        'Upload your resume as a .doc, .docx, .pdf or .txt file.',
      ],
      [
        uploadForm('big.txt', 'text/plain', Buffer.alloc(10 * 1024 * 1024 + 1, 'a')),
        413,
        'The file is larger than the 10 MB limit.',
      ],
    ];
    for (const [form, status, message] of cases) {
      const answer = await upload(client, form);
      expect(answer.status, answer.text).toBe(status);
      const error = errorOf(answer);
      expect([error.message, ...(error.fields ?? []).map((field) => field.message)]).toContain(
        message,
      );
    }
    expect((await resumesOf(client)).resumes).toEqual([]);
    expect(await profileOf(client)).toMatchObject({ hasResume: false, location: null });
  });

  it('refuses a DOCX whose directory says it unpacks to more than the limit, unread', async () => {
    const docx = await docxResume(['Jordan Alvarez', 'jordan.alvarez@example.com']);
    // The same file, its central directory claiming 2 GB for every part.
    const bomb = Buffer.from(docx);
    for (let at = bomb.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0;) {
      bomb.writeUInt32LE(0x7fffffff, at + 24);
      at = bomb.indexOf('PK\x01\x02', at + 4, 'latin1');
    }
    const client = await newCandidate();
    const refused = await upload(client, uploadForm('bomb.docx', DOCX_TYPE, bomb));
    expect(refused.status).toBe(422);
    expect(errorOf(refused).fields?.[0]?.message).toBe(DOCX_DAMAGED);
    const read = await upload(client, uploadForm('resume.docx', DOCX_TYPE, docx));
    expect(read.status, read.text).toBe(200);
  });

  it('unpacks a DOCX part no further than the size its zip declares', async () => {
    const budget = new UnpackBudget(MAX_UNPACKED_BYTES);
    const bomb = openDocxZip(lyingDocxBomb(64), budget);
    await expect(bomb.read('word/document.xml', 'utf-8')).rejects.toThrow(
      `larger than ${CLAIMED_DOCUMENT_BYTES} bytes`,
    );
    // The lie is caught by the part's own cap, long before the budget.
    expect(budget.exceeded).toBe(false);
    const real = openDocxZip(await docxResume(['Priya Raman']), budget);
    expect(await real.read('word/document.xml', 'utf-8')).toContain('Priya Raman');
  });

  // Each bomb unpacks to 512 MB, more than any buffer the server should hold for an upload. The
  // process's resident memory is sampled meanwhile: unpacked, the bomb would show in it.
  const BOMB_MEGABYTES = 512;
  const bombs: [string, string, Buffer, string][] = [
    ['a DOCX claiming 1,000 bytes', DOCX_TYPE, lyingDocxBomb(BOMB_MEGABYTES), DOCX_DAMAGED],
    ['a PDF (platform inflater)', 'application/pdf', pdfFlateBomb(BOMB_MEGABYTES), PDF_DAMAGED],
    [
      "a PDF (pdf.js's own inflater)",
      'application/pdf',
      pdfFlateBomb(BOMB_MEGABYTES, { predictor: true }),
      PDF_DAMAGED,
    ],
  ];
  it.each(bombs)(
    'refuses %s that unpacks to 512 MB, quickly and without holding it',
    async (_label, mediaType, bomb, message) => {
      const client = await newCandidate();
      const started = performance.now();
      const { result: refused, growth } = await rssGrowthDuring(() =>
        upload(
          client,
          uploadForm(`bomb.${mediaType === DOCX_TYPE ? 'docx' : 'pdf'}`, mediaType, bomb),
        ),
      );
      expect(refused.status, refused.text).toBe(422);
      expect(errorOf(refused).fields?.[0]?.message).toBe(message);
      // Refused by the cap, not by the reading timeout.
      expect(performance.now() - started).toBeLessThan(READ_TIMEOUT_MS);
      expect(growth).toBeLessThan((BOMB_MEGABYTES / 2) * 1024 * 1024);
      expect((await resumesOf(client)).resumes).toEqual([]);
    },
  );

  it('parses only the first part of a very long text', async () => {
    const text = await resumeText(
      { contentType: 'text/plain', content: Buffer.alloc(3 * MAX_PARSED_CHARACTERS, 'word ') },
      'resume_content',
    );
    expect(text).toHaveLength(MAX_PARSED_CHARACTERS);
    const client = await newCandidate();
    const long = Buffer.from(`Jordan Alvarez\n${'React and TypeScript. '.repeat(400_000)}`);
    const answer = await upload(client, uploadForm('long.txt', 'text/plain', long));
    expect(answer.status, answer.text).toBe(200);
    expect(dataOf<Schemas['ResumeUploadResult']>(answer).parsed.skillGroups).toEqual([
      { label: '', skills: ['React', 'TypeScript'] },
    ]);
  });
});

describe('resume text patterns', () => {
  const context = { locations: [{ city: 'Austin', standardized: 'Austin, TX, US' }], skills: [] };

  it('read each line only up to its cut, so no pattern runs over the whole text', () => {
    const parsed = parseResumeText(
      `${'x'.repeat(50_000)} hidden@example.com Austin\nreal@example.com`,
      context,
    );
    expect(parsed.email).toBe('real@example.com');
    expect(parsed.location).toBeNull();
  });

  it('stay fast on long runs that almost match', () => {
    const texts = [
      'a'.repeat(50_000),
      `${'a'.repeat(399)}\n`.repeat(125),
      `a@${'b.'.repeat(25_000)}`,
      '1/2000 '.repeat(7000),
      `${'- '.repeat(25_000)}x`,
    ];
    const started = performance.now();
    for (const text of texts) expect(parseResumeText(text, context).email).toBeNull();
    // Quadratic patterns took seconds here; linear ones take milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('applying a parsed resume', () => {
  it('copies only the ticked items and keeps the rest of the profile', async () => {
    const client = await newCandidate();
    const { resume } = dataOf<Schemas['ResumeUploadResult']>(
      await upload(client, uploadForm('jordan.pdf', 'application/pdf', pdfResume())),
    );
    const applyPath = `/api/pcsx/resumes/${resume.id}/apply`;
    const chosen: Schemas['ResumeApplyRequest'] = {
      domain: DOMAIN,
      basicInfo: false,
      email: false,
      phone: true,
      location: false,
      skillGroups: [1],
      experience: [0],
      education: [0],
    };
    const answer = await client.post(applyPath, { query, json: chosen });
    expect(answer.status, answer.text).toBe(200);
    const profile = dataOf<Schemas['UserProfile']>(answer);
    expect(profile).toMatchObject({
      firstname: 'Robin',
      lastname: 'Lee',
      phone: { callingCode: '+1', number: '512-555-0148', selectedCountryCode: 'US' },
      skills: ['React', 'Node.js'],
      experience: [{ title: 'Senior Frontend Engineer', company: 'Contoso Health' }],
      education: [{ school: 'The University of Texas at Austin', degree: 'B.S.' }],
    });
    expect(profile.email).toMatch(/^candidate\./);

    // Applying again adds no duplicates; the name is taken when ticked.
    const again = dataOf<Schemas['UserProfile']>(
      await client.post(applyPath, {
        query,
        json: { ...chosen, basicInfo: true, skillGroups: [0, 1] },
      }),
    );
    expect(again).toMatchObject({ firstname: 'Jordan', lastname: 'Alvarez' });
    expect(again.skills).toEqual(['React', 'Node.js', 'TypeScript', 'JavaScript', 'Python']);
    expect(again.experience).toHaveLength(1);
    expect(again.education).toHaveLength(1);

    const missing = await client.post(applyPath, {
      query,
      json: { ...chosen, experience: [0, 5] },
    });
    expect(missing.status).toBe(422);
    expect(errorOf(missing).fields).toEqual([
      { name: 'experience', message: 'There is no item 5 in experience.' },
    ]);
    expect((await client.post(applyPath, { query, json: chosen, csrf: false })).status).toBe(403);
    expect((await client.get(`/api/pcsx/resumes/${resume.id}/parsed`, { query })).status).toBe(200);
  });
});

describe('the resume manager', () => {
  it('has one primary resume per candidate from the seed on', async () => {
    const demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    expect((await resumesOf(demo)).resumes.map((resume) => resume.isPrimary)).toEqual([true]);
    expect(await profileOf(demo)).toMatchObject({ hasResume: true });
    const { rows } = await sql<{ user_id: number }>`
      SELECT user_id FROM resumes GROUP BY user_id HAVING SUM(is_primary) <> 1
    `.execute(server.app.pcsx.services.db);
    expect(rows).toEqual([]);
  });

  it('lists, downloads, switches the primary resume and deletes, for the owner only', async () => {
    const owner = await newCandidate();
    const other = await newCandidate();
    const first = dataOf<Schemas['ResumeUploadResult']>(
      await upload(owner, uploadForm('first.pdf', 'application/pdf', pdfResume())),
    ).resume;
    const second = dataOf<Schemas['ResumeUploadResult']>(
      await upload(owner, uploadForm('second.txt', 'text/plain', Buffer.from('Jordan Alvarez'))),
    ).resume;
    expect((await resumesOf(owner)).resumes.map((item) => [item.fileName, item.isPrimary])).toEqual(
      [
        ['second.txt', true],
        ['first.pdf', false],
      ],
    );
    expect((await profileOf(owner)).resume?.fileName).toBe('second.txt');

    const file = dataOf<Schemas['ResumeFileContent']>(
      await owner.get(`/api/pcsx/resumes/${first.id}/file`, { query }),
    );
    expect(file).toMatchObject({ fileName: 'first.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(file.content, 'base64').equals(pdfResume())).toBe(true);

    const primary = dataOf<Schemas['ResumeList']>(
      await owner.post(`/api/pcsx/resumes/${first.id}/primary`, { query }),
    );
    expect(primary.resumes.find((item) => item.isPrimary)?.id).toBe(first.id);
    expect((await profileOf(owner)).resume?.fileName).toBe('first.pdf');

    // Another candidate's ids read as missing, for every call.
    const otherCalls = [
      other.get(`/api/pcsx/resumes/${first.id}/file`, { query }),
      other.get(`/api/pcsx/resumes/${first.id}/parsed`, { query }),
      other.post(`/api/pcsx/resumes/${first.id}/primary`, { query }),
      other.post(`/api/pcsx/resumes/${first.id}/apply`, {
        query,
        json: {
          basicInfo: true,
          email: true,
          phone: true,
          location: true,
          skillGroups: [],
          experience: [],
          education: [],
        },
      }),
      other.delete(`/api/pcsx/resumes/${first.id}`, { query }),
    ];
    for (const answer of await Promise.all(otherCalls)) expect(answer.status).toBe(404);
    expect((await resumesOf(other)).resumes).toEqual([]);
    expect((await resumesOf(owner)).resumes).toHaveLength(2);

    // Deleting the primary resume makes the newest remaining one primary.
    const left = dataOf<Schemas['ResumeList']>(
      await owner.delete(`/api/pcsx/resumes/${first.id}`, { query }),
    );
    expect(left.resumes).toEqual([expect.objectContaining({ id: second.id, isPrimary: true })]);
    expect((await owner.delete(`/api/pcsx/resumes/${first.id}`, { query })).status).toBe(404);
    expect(
      (await owner.delete(`/api/pcsx/resumes/${second.id}`, { query, csrf: false })).status,
    ).toBe(403);
    expect((await new Client(server.baseUrl).get('/api/pcsx/resumes', { query })).status).toBe(401);
  });

  it('keeps at most ten resumes per candidate, even when uploads run side by side', async () => {
    const client = await newCandidate();
    for (let index = 0; index < 8; index += 1) {
      const answer = await upload(
        client,
        uploadForm(`r${index}.txt`, 'text/plain', Buffer.from('Robin Lee')),
      );
      expect(answer.status).toBe(200);
    }
    const parallel = await Promise.all(
      [8, 9, 10, 11].map((index) =>
        upload(client, uploadForm(`r${index}.pdf`, 'application/pdf', pdfResume())),
      ),
    );
    expect(parallel.map((answer) => answer.status).sort()).toEqual([200, 200, 422, 422]);
    expect((await resumesOf(client)).resumes).toHaveLength(10);
    const refused = await upload(client, uploadForm('r12.txt', 'text/plain', Buffer.from('x')));
    expect(refused.status).toBe(422);
    expect(errorOf(refused).fields?.[0]?.message).toBe(
      'You can keep up to 10 resumes. Delete one to upload another.',
    );
  });
});

describe('resume export', () => {
  it('refuses an empty profile, and renders a readable PDF of a filled one', async () => {
    const client = await newCandidate();
    const empty = await client.get('/api/pcsx/export_resume', { query });
    expect(empty.status).toBe(422);
    expect(errorOf(empty).message).toBe(
      'Your profile has nothing to put in a resume yet. Add a headline, experience, education or skills first.',
    );

    const { resume } = dataOf<Schemas['ResumeUploadResult']>(
      await upload(client, uploadForm('jordan.pdf', 'application/pdf', pdfResume())),
    );
    await client.post(`/api/pcsx/resumes/${resume.id}/apply`, {
      query,
      json: {
        basicInfo: true,
        email: false,
        phone: true,
        location: true,
        skillGroups: [0, 1],
        experience: [0, 1],
        education: [0],
      },
    });
    await client.post('/api/pcsx/profile_edit', {
      query,
      json: {
        op_section: 'basic_info',
        operation: 'update',
        op_data: { value: { headline: 'Ingénieure — 前端 engineer, Łódź' }, index: null },
      },
    });
    const exported = dataOf<Schemas['ResumeExport']>(
      await client.get('/api/pcsx/export_resume', { query }),
    );
    expect(exported.fileName).toMatch(/^Jordan_Alvarez_Resume_\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfTextOf(Buffer.from(exported.content, 'base64'));
    for (const expected of [
      'Jordan Alvarez',
      'Experience',
      'Senior Frontend Engineer — Contoso Health',
      '06/2021 – Present',
      'Education',
      'B.S. in Computer Science',
      'Skills',
      'TypeScript, JavaScript, Python, React, Node.js',
      'Ingénieure — ?? engineer, Lódz',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("names the file for the candidate's day in their time zone, not UTC's", async () => {
    const client = await newCandidate();
    await client.post('/api/pcsx/profile_edit', {
      query,
      json: {
        op_section: 'basic_info',
        operation: 'update',
        op_data: { value: { headline: 'Night nurse' }, index: null },
      },
    });
    const dayIn = (timeZone: string, ms: number) =>
      new Date(ms).toLocaleDateString('en-CA', { timeZone });
    // Fourteen hours ahead of UTC and eleven behind: at any hour one of them is on another day.
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const saved = await client.post('/api/pcsx/settings', { query, json: { timezone } });
      expect(saved.status, saved.text).toBe(200);
      const before = Date.now();
      const exported = dataOf<Schemas['ResumeExport']>(
        await client.get('/api/pcsx/export_resume', { query: { ...query, format: 'json' } }),
      );
      const days = new Set([dayIn(timezone, before), dayIn(timezone, Date.now())]);
      expect(days).toContain(/_Resume_(\d{4}-\d{2}-\d{2})\.json$/.exec(exported.fileName)?.[1]);
    }
  });

  it('lays out long documents over several pages and keeps any text printable', async () => {
    expect(toWinAnsi('Łódź “ok” 日本')).toEqual([
      ...Buffer.from('Lódz ', 'latin1'),
      0x93,
      ...Buffer.from('ok', 'latin1'),
      0x94,
      0x20,
      0x3f,
      0x3f,
    ]);
    const pdf = layOutPdf({
      title: 'Long',
      blocks: Array.from({ length: 120 }, (_, index) => ({
        style: 'body' as const,
        text: `Line ${index}`,
      })),
    });
    const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    expect(document.numPages).toBeGreaterThan(1);
    await document.destroy();
    expect(await pdfTextOf(pdf)).toContain('Line 119');
  });
});
