/** Something, an @, and a domain with a dot: enough to catch typing mistakes. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MESSAGE = 'Email is invalid. Use the format "name@example.com".';

export const isEmail = (text: string): boolean => EMAIL.test(text);
