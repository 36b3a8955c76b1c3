import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_CANDIDATE, registerThroughApi } from '../support/app-actions';

const openProfileAsNewCandidate = async (page: Page, label: string) => {
  await registerThroughApi(page, {
    label: `profile.${label}`,
    firstname: 'Riley',
    lastname: 'Moreno',
  });
  await page.goto('/careers/dashboard');
  await page.getByRole('button', { name: 'My career' }).click();
  await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/careers\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
};

const completion = (page: Page) => page.getByRole('progressbar', { name: 'Profile completion' });

const completionPercent = async (page: Page): Promise<number> =>
  Number(await completion(page).getAttribute('aria-valuenow'));

/** Waits until profile completion has reloaded to more than `than`. */
const expectCompletionAbove = async (page: Page, than: number) =>
  expect.poll(() => completionPercent(page)).toBeGreaterThan(than);

const section = (page: Page, name: string): Locator => page.getByRole('region', { name });

const addExperience = async (page: Page, title: string, company: string) => {
  const experience = section(page, 'Experience');
  await experience.getByRole('button', { name: 'Add experience' }).click();
  await expect(experience.getByLabel('Job title')).toBeFocused();
  await experience.getByLabel('Job title').fill(title);
  await experience.getByLabel('Company').fill(company);
  await experience.getByLabel('Start date').fill('01/2020');
  await experience.getByLabel('End date').fill('12/2022');
  await experience.getByRole('button', { name: 'Save' }).click();
  await expect(experience.getByRole('button', { name: 'Add experience' })).toBeFocused();
};

/** A real PNG drawn by the browser: 300×200, so the cropper has something to move. */
const drawPng = async (page: Page): Promise<Buffer> => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#b91c1c';
    context.fillRect(0, 0, 300, 200);
    context.fillStyle = '#1d4ed8';
    context.fillRect(100, 50, 100, 100);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
};

test.describe('profile', () => {
  test('on a phone, labels and values start at the section edge, and one action per section stands out from the quiet entry actions', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/careers');
    await registerThroughApi(page, {
      label: 'profile.look',
      firstname: 'Riley',
      lastname: 'Moreno',
    });
    await page.goto('/careers/profile');
    await addExperience(page, 'Analyst', 'Contoso');
    await addExperience(page, 'Engineer', 'Fabrikam');

    // No browser indentation under each label.
    const basic = section(page, 'Basic information');
    const label = (await basic.getByText('Name', { exact: true }).boundingBox())?.x;
    const value = (await basic.getByText('Riley Moreno', { exact: true }).boundingBox())?.x;
    expect(value).toBe(label);

    // An entry's Edit, Move and Delete share one row, as text buttons without a frame; the
    // section's Add is the one framed button.
    const experience = section(page, 'Experience');
    const entry = experience.getByRole('listitem').first();
    const actions = entry.getByRole('button');
    await expect(actions).toHaveText(['Edit', 'Move up', 'Move down', 'Delete']);
    const rows = new Set<number>();
    for (const action of await actions.all()) {
      rows.add(Math.round((await action.boundingBox())?.y ?? -1));
      await expect(action).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
    }
    expect([...rows]).toHaveLength(1);
    await expect(experience.getByRole('button', { name: 'Add experience' })).not.toHaveCSS(
      'border-top-color',
      'rgba(0, 0, 0, 0)',
    );
    await expectNoAxeViolations(page);
  });
  test('every section is edited in place and completion rises', async ({ page }) => {
    await openProfileAsNewCandidate(page, 'sections');
    await expect(completion(page)).toBeVisible();
    const start = await completionPercent(page);
    await expectNoAxeViolations(page);

    // Basic info: Edit moves focus into the form; Save brings it back to Edit.
    const basic = section(page, 'Basic information');
    await basic.getByRole('button', { name: 'Edit Basic information' }).click();
    await expect(basic.getByLabel('First name')).toBeFocused();
    await expectNoAxeViolations(page);
    await basic.getByLabel('Headline').fill('Service designer');
    await basic.getByLabel('Location').fill('Austin, TX, US');
    await basic.getByRole('button', { name: 'Save' }).click();
    await expect(basic.getByRole('button', { name: 'Edit Basic information' })).toBeFocused();
    await expect(basic.getByText('Service designer')).toBeVisible();
    await expectCompletionAbove(page, start);
    const afterBasic = await completionPercent(page);

    // A missing step links to its section and focuses its heading.
    await page.getByRole('link', { name: 'Add your skills' }).click();
    await expect(page.getByRole('heading', { name: 'Skills' })).toBeFocused();
    const skills = section(page, 'Skills');
    await skills.getByRole('button', { name: 'Edit Skills' }).click();
    await skills.getByRole('button', { name: 'Add TypeScript' }).click();
    await skills.getByRole('button', { name: 'Add React' }).click();
    await skills.getByRole('button', { name: 'Save' }).click();
    await expect(skills.getByRole('listitem').filter({ hasText: 'TypeScript' })).toBeVisible();
    await expectCompletionAbove(page, afterBasic);
    const afterSkills = await completionPercent(page);

    // Experience: add two, move the second up, delete one after confirming.
    await addExperience(page, 'Researcher', 'Contoso');
    await expectCompletionAbove(page, afterSkills);
    await addExperience(page, 'Designer', 'Fabrikam');
    const experience = section(page, 'Experience');
    const entries = experience.getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Researcher');
    await experience.getByRole('button', { name: /^Move up Designer/ }).focus();
    await page.keyboard.press('Enter');
    await expect(entries.first()).toContainText('Designer');
    await expect(experience.getByRole('button', { name: /^Move down Designer/ })).toBeFocused();

    await experience.getByRole('button', { name: /^Delete Researcher/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('Designer');

    await page.reload();
    await expect(section(page, 'Experience').getByRole('listitem')).toHaveCount(1);
    expect(await completionPercent(page)).toBeGreaterThan(afterSkills);
  });

  test("the server's 422 shows 'Invalid request received' and the problem on the field", async ({
    page,
  }) => {
    await openProfileAsNewCandidate(page, 'invalid');
    const contact = section(page, 'Contact');
    await contact.getByRole('button', { name: 'Edit Contact' }).click();
    await contact.getByLabel('Email').fill(DEMO_CANDIDATE);
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid request received. Please try again')).toBeVisible();
    await expect(contact.getByLabel('Email')).toHaveAccessibleDescription(
      /belongs to another account/,
    );
    await expect(contact.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test('an avatar is uploaded, cropped with the keyboard and removed', async ({ page }) => {
    await openProfileAsNewCandidate(page, 'avatar');
    const initials = page.locator('.profile-avatar__initials');
    await expect(initials).toHaveText('RM');

    const png = await drawPng(page);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });

    const cropper = page.getByRole('dialog', { name: 'Crop your photo' });
    await expect(cropper).toBeVisible();
    const area = cropper.getByRole('application', { name: 'Photo position' });
    await expect(area).toHaveAttribute('aria-busy', 'false');
    await expectNoAxeViolations(page);
    await cropper.getByRole('slider', { name: 'Zoom' }).fill('2');
    await area.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowUp');
    await cropper.getByRole('button', { name: 'Save photo' }).click();
    await expect(cropper).toBeHidden();

    const photo = page.getByRole('img', { name: 'Photo of Riley Moreno' });
    await expect(photo).toHaveAttribute('src', /\/avatars\/[\w-]{16}\.webp$/);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(400);
    await expect(initials).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(initials).toHaveText('RM');
    await expect(page.getByRole('button', { name: 'Upload photo' })).toBeFocused();
  });
});
