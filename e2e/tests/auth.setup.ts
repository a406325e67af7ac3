import path from 'node:path';
import { test as setup } from '@playwright/test';
import { accounts } from '../fixtures/accounts';
import { signIn } from '../fixtures/sign-in';

setup('sign in as the Acme admin', async ({ page }) => {
  await signIn(page, accounts.admin.email);
  await page.context().storageState({ path: path.join(import.meta.dirname, '../.auth/admin.json') });
});
