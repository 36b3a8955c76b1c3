import { safeReturnPath } from './login-url';

describe('the sign-in return address', () => {
  test('is kept only when it stays on this site', () => {
    expect(safeReturnPath('/careers/offers?hl=de#top')).toBe('/careers/offers?hl=de#top');
    for (const unsafe of [
      null,
      undefined,
      '',
      'careers/offers',
      'https://elsewhere.example/',
      '//elsewhere.example/careers',
      '/\\elsewhere.example',
      '/careers\\..\\x',
      '/careers/\u0000',
      '/careers/\u007f',
      'javascript:alert(1)',
    ]) {
      expect(safeReturnPath(unsafe)).toBeUndefined();
    }
  });
});
