import { staticContentUrl } from './static-url';

describe('staticContentUrl', () => {
  test('prefixes relative paths with the static content host', () => {
    expect(staticContentUrl('/avatars/a.jpg', 'https://static.example.com/')).toBe(
      'https://static.example.com/avatars/a.jpg',
    );
    expect(staticContentUrl('avatars/a.jpg', 'https://static.example.com')).toBe(
      'https://static.example.com/avatars/a.jpg',
    );
    expect(staticContentUrl('/avatars/a.jpg', '')).toBe('/avatars/a.jpg');
  });

  test('leaves whole addresses as they are', () => {
    expect(staticContentUrl('https://cdn.example.com/a.jpg', 'https://static.example.com')).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(staticContentUrl('//cdn.example.com/a.jpg', 'https://static.example.com')).toBe(
      '//cdn.example.com/a.jpg',
    );
  });
});
