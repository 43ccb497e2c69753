/**
 * The settings screen shows the version (03 §9); the development-only
 * options (02 §6) — the wallpaper theme, the backup folder and the cookie
 * preferences — appear in development mode only.
 */
import { expect, test } from '@playwright/test';

test('outside development mode: the version, and none of the development-only options', async ({ page }) => {
  await page.goto('/settings#manage-data');
  await expect(page.getByText('Version 1.29.0')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export save file' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Backup folder/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Cookie preferences/ })).toHaveCount(0);
  await page.goto('/settings#themes');
  await expect(page.getByRole('radio', { name: 'Nord' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Mono Glass' })).toHaveCount(0);
});

test('in development mode: the backup folder, cookie preferences and the wallpaper theme', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('typeshelf:dev-mode', 'true'));
  await page.goto('/settings#manage-data');
  await expect(page.getByRole('heading', { name: 'Backup folder (development)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose backup folder' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back up now' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Cookie preferences (development)' })).toBeVisible();
  await expect(page.getByText('Typeshelf sets no cookies')).toBeVisible();
  await page.goto('/settings#themes');
  await expect(page.getByRole('radio', { name: 'Mono Glass' })).toBeVisible();
});

test('a browser without the File System Access API is told so', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('typeshelf:dev-mode', 'true');
    // @ts-expect-error: removed to stand for a browser that lacks it
    delete window.showDirectoryPicker;
  });
  await page.goto('/settings#manage-data');
  await expect(
    page.getByText(
      "This browser can't save to a folder (it has no File System Access API). Use Export save file instead.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose backup folder' })).toHaveCount(0);
});
