import type { TaskComment, TaskPerson } from '@timely/mock-server/contract';
import { sessionUserAtom, toApiError } from '@timely/shared-auth';
import { formatMoment } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { Mentions } from '@timely/shared-ui/antd-more';
import { Alert, Avatar, Button, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { mentionedIn, renderPlainText } from '../utils/plain-text';

type TaskCommentsProps = {
  comments: TaskComment[];
  team: TaskPerson[];
  canComment: boolean;
  onAdd: (body: string, mentionIds: string[]) => Promise<unknown>;
};

/** The task's comments, oldest first, and a box to add one: plain text with links, `@` mentions a teammate (who is notified). */
export function TaskComments({ comments, team, canComment, onAdd }: TaskCommentsProps) {
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!text.trim()) return;
    setSaving(true);
    setError(null);
    try {
      await onAdd(text.trim(), mentionedIn(text, team).map((person) => person._id));
      setText('');
    } catch (caught) {
      setError(toApiError(caught).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex vertical gap={16}>
      {comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No comments yet." />
      ) : (
        <ol aria-label="Comments" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 16 }}>
          {comments.map((comment) => (
            <li key={comment._id}>
              <Flex gap={10} align="flex-start">
                <Avatar size={28} src={comment.author.profilePic ?? undefined}>
                  {comment.author.name.slice(0, 1)}
                </Avatar>
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <Typography.Text>
                    <Typography.Text strong>{comment.author.name}</Typography.Text>{' '}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <time dateTime={comment.createdAt}>{formatMoment(comment.createdAt, timeZone)}</time>
                      {comment.editedAt ? ' · edited' : ''}
                    </Typography.Text>
                  </Typography.Text>
                  <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{renderPlainText(comment.body, comment.mentions.map((person) => person.name))}</Typography.Paragraph>
                </Flex>
              </Flex>
            </li>
          ))}
        </ol>
      )}
      {canComment && (
        <Flex vertical gap={8}>
          <Mentions
            aria-label="Add a comment"
            placeholder="Add a comment; type @ to mention a teammate"
            autoSize={{ minRows: 2, maxRows: 8 }}
            value={text}
            onChange={setText}
            maxLength={4000}
            options={team.map((person) => ({ value: person.name, label: person.name, key: person._id }))}
          />
          {error && <Alert type="error" showIcon title={error} />}
          <Flex justify="flex-end">
            <Button type="primary" onClick={() => void submit()} loading={saving} disabled={!text.trim()}>
              Comment
            </Button>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
