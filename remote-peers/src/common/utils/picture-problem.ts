import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@timely/contract';
import type { PeersTranslate } from '../../messages/messages';

/**
 * What is wrong with a chosen picture (a peer's or the company's logo), in the reader's language, or null:
 * the contract's avatarFileProblem checks, said through the messages (the contract's words are English).
 */
export function pictureProblem(t: PeersTranslate, file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return t('common.pictureType');
  if (file.size > AVATAR_MAX_BYTES) return t('common.pictureSize', { megabytes: AVATAR_MAX_BYTES / 1024 / 1024 });
  return null;
}
