import { apiError, fieldError } from '../http/errors.js';

/**
 * ASVS 2.1.7: a new password is checked against passwords seen in breaches. The list is zxcvbn-ts's
 * common-password dictionary (about 49,000 entries ranked from breach corpora), shipped with the code: no
 * password leaves the server to be checked. Loaded on the first password change, not at start-up.
 */
let common: Promise<ReadonlySet<string>> | null = null;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase())),
  );
  return common;
}

async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** 400 on `field` when the password is a common or breached one. */
export async function assertUncommonPassword(field: string, password: string): Promise<void> {
  if (await isCommonPassword(password)) throw fieldError(field, apiError('field.commonPassword'));
}
