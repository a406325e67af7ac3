/** The pictures a profile takes, read by the server's upload check and by every screen that offers one. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** What is wrong with a picture the user picked, as a sentence for the screen, or null when it may be sent. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG or WebP picture.';
  if (file.size > AVATAR_MAX_BYTES) return `Choose a picture of ${AVATAR_MAX_BYTES / 1024 / 1024} MB or less.`;
  return null;
}
