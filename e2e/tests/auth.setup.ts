import { test as setup } from '@playwright/test';
import { accounts } from '../fixtures/accounts';
import { ADMIN_STATE } from '../fixtures/admin-state';
import { signIn } from '../fixtures/sign-in';

setup('sign in as the Acme admin', async ({ page }) => {
  await signIn(page, accounts.admin.email);
  await page.context().storageState({ path: ADMIN_STATE });
});
