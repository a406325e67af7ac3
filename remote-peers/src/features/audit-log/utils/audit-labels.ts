import type { AuditKind } from '@timely/contract';
import type { PeersTranslate } from '../../../messages/messages';

/** What a kind of entry reads as on the screen, in the reader's language. */
export const auditKindLabel = (t: PeersTranslate, kind: AuditKind): string => t(`audit.kind.${kind}`);
