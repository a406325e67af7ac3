import userEvent from '@testing-library/user-event';

/**
 * Replaces a field's text as a user pasting it would: one input event instead of one per key, which
 * keeps form tests quick on a busy machine (antd re-renders the form on every key).
 */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}
