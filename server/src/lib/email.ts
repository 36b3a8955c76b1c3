/** Something, an @, and a domain with a dot: enough to catch typing mistakes. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (text: string): boolean => EMAIL.test(text);
