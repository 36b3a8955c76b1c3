import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Candidate-1';
export const DEMO_CANDIDATE = 'demo.candidate@example.com';
export const SECOND_CANDIDATE = 'second.candidate@example.com';

/** Signs in through the sign-in modal, as a candidate would, and waits for the reload. */
export const signIn = async (page: Page, email = DEMO_CANDIDATE, path = '/careers/dashboard') => {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
};
