import { inAppPath } from './notification-card';

describe('inAppPath', () => {
  const origin = 'https://careers.example.com';
  test('pages of the app go through the router, query and hash kept', () => {
    expect(inAppPath('/careers/offer/5001?domain=northwindlabs.com', origin)).toBe(
      '/careers/offer/5001?domain=northwindlabs.com',
    );
    expect(inAppPath(`${origin}/careers/interviews#next`, origin)).toBe('/careers/interviews#next');
  });
  test('other sites and other paths of this one are left to the browser', () => {
    expect(inAppPath('https://elsewhere.example.com/careers/x', origin)).toBeNull();
    expect(inAppPath('/logout', origin)).toBeNull();
  });
});
