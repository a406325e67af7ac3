import { AUDIT_KINDS, type AuditKind } from '@timely/contract';
import type { PeersTranslate } from '../../../messages/messages';

const KNOWN = new Set<string>(AUDIT_KINDS);

/** What a kind of entry reads as on the screen, in the reader's language; a kind from a newer server as it is. */
export const auditKindLabel = (t: PeersTranslate, kind: string): string =>
  KNOWN.has(kind) ? t(`audit.kind.${kind as AuditKind}`) : kind;
