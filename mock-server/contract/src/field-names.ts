/**
 * How the API names a field (`items.1.carryOverCap`): the key its label is found by, and its row. The apps
 * label each key from their own catalogs; a key they have no label for reads as its words.
 */

/** The key a field's label is found by, and its row (counted from 1) when it is one of a list. */
export function fieldParts(field: string): { key: string; row?: number } {
  const parts = field.split('.');
  const key = [...parts].reverse().find((part) => !/^\d+$/.test(part)) ?? field;
  const row = parts.find((part) => /^\d+$/.test(part));
  return row === undefined ? { key } : { key, row: Number(row) + 1 };
}

/** `carryOverCap` → "Carry over cap", `jobRoleId` → "Job role". */
export function fieldKeyInWords(key: string): string {
  const words = key
    .replace(/Ids?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
