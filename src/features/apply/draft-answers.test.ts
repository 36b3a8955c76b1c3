import { draftCompletion, toDraftAnswers } from './draft-answers';

const resumeFile = {
  uid: 'u',
  name: 'cv.pdf',
  size: 3,
  type: 'application/pdf',
  lastModified: 1,
  webkitRelativePath: '',
  content: 'JVBE',
  status: 'done',
};

describe('draft answers', () => {
  test('keep plain answers, answers in parts and lists, but no files', () => {
    expect(
      toDraftAnswers({
        firstname: 'Robin',
        phone: { callingCode: '+1', number: '512-555-0100', selectedCountryCode: 'US' },
        languages: ['English', 'Spanish'],
        resume: [resumeFile],
        nested: { deeper: { tooDeep: true } },
        coverLetter: undefined,
      }),
    ).toEqual({
      firstname: 'Robin',
      phone: { callingCode: '+1', number: '512-555-0100', selectedCountryCode: 'US' },
      languages: ['English', 'Spanish'],
    });
    expect(toDraftAnswers(['not', 'answers'])).toEqual({});
  });

  test('completion is the share of required fields answered', () => {
    const schema = {
      type: 'object' as const,
      required: ['firstname', 'lastname', 'phone', 'workAuthorization'],
      properties: {},
    };
    expect(draftCompletion(schema, {})).toBe(0);
    expect(
      draftCompletion(schema, {
        firstname: 'Robin',
        lastname: 'Park',
        phone: { callingCode: '+1', number: '' },
      }),
    ).toBe(50);
    expect(
      draftCompletion(schema, {
        firstname: 'Robin',
        lastname: 'Park',
        phone: { number: '512' },
        workAuthorization: 'yes',
      }),
    ).toBe(100);
  });
});
