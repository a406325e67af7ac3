import type { AuditEntry } from '@timely/contract';
import { Typography } from 'antd';
import type { PeersTranslate } from '../../../messages/messages';
import { auditSentence } from '../utils/sentences/audit-sentence';
import { detailLines } from '../utils/sentences/detail-lines';
import type { SentenceContext } from '../utils/sentences/sentence-context';

type AuditChangeProps = { entry: AuditEntry; context: SentenceContext & { t: PeersTranslate } };

/** One entry as a sentence, with what it recorded field by field (in words) one click away. */
export function AuditChange({ entry, context }: AuditChangeProps) {
  const lines = detailLines(entry, context);
  return (
    <>
      <Typography.Text style={{ wordBreak: 'break-word' }}>{auditSentence(entry, context)}</Typography.Text>
      {lines.length > 0 && (
        <details>
          <summary>{context.t('audit.details')}</summary>
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {lines.map((line) => (
              <li key={line}>
                <Typography.Text type="secondary" style={{ wordBreak: 'break-word' }}>
                  {line}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
