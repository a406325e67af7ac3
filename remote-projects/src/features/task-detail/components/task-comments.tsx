import { TASK_COMMENT_MAX, type TaskComment, type TaskPerson } from '@timely/contract';
import { sessionUserAtom, useErrorText } from '@timely/shared-auth';
import { ClickPopconfirm, formatMoment, useMessages } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { Mentions } from '@timely/shared-ui/antd-more';
import { Alert, Avatar, Button, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { mentionedIn, renderPlainText } from '../utils/plain-text';
import { projectsMessages } from '../../../messages/messages';

type TaskCommentsProps = {
  comments: TaskComment[];
  team: TaskPerson[];
  canComment: boolean;
  onAdd: (body: string, mentionIds: string[]) => Promise<unknown>;
  /** The author's own comment only (`canEdit`); peers newly mentioned are notified. */
  onEdit: (commentId: string, body: string, mentionIds: string[]) => Promise<unknown>;
  onDelete: (commentId: string) => Promise<unknown>;
};

/**
 * The task's comments, oldest first, and a box to add one: plain text with links, `@` mentions a teammate
 * (who is notified). Its author edits or deletes a comment of their own.
 */
export function TaskComments({ comments, team, canComment, onAdd, onEdit, onDelete }: TaskCommentsProps) {
  const t = useMessages(projectsMessages);
  return (
    <Flex vertical gap={16}>
      {comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comments.none')} />
      ) : (
        <ol
          aria-label={t('comments.title')}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 16 }}
        >
          {comments.map((comment) => (
            <CommentItem key={comment._id} comment={comment} team={team} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ol>
      )}
      {canComment && (
        <CommentBox
          label={t('comments.add')}
          submitLabel={t('comments.submit')}
          team={team}
          initial=""
          onSubmit={onAdd}
        />
      )}
    </Flex>
  );
}

type CommentItemProps = {
  comment: TaskComment;
  team: TaskPerson[];
  onEdit: TaskCommentsProps['onEdit'];
  onDelete: TaskCommentsProps['onDelete'];
};

function CommentItem({ comment, team, onEdit, onDelete }: CommentItemProps) {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setError(null);
    try {
      await onDelete(comment._id);
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  return (
    <li aria-label={t('comments.by', { name: comment.author.name })}>
      <Flex gap={10} align="flex-start">
        <Avatar size={28} src={comment.author.profilePic ?? undefined}>
          {comment.author.name.slice(0, 1)}
        </Avatar>
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text>
            <Typography.Text strong>{comment.author.name}</Typography.Text>{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <time dateTime={comment.createdAt}>{formatMoment(comment.createdAt, timeZone)}</time>
              {comment.editedAt ? ' · edited' : ''}
            </Typography.Text>
          </Typography.Text>
          {editing ? (
            <CommentBox
              label={t('comments.editYours')}
              submitLabel={t('projects.form.save')}
              team={team}
              initial={comment.body}
              onSubmit={async (body, mentionIds) => {
                await onEdit(comment._id, body, mentionIds);
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {renderPlainText(
                comment.body,
                comment.mentions.map((person) => person.name),
              )}
            </Typography.Paragraph>
          )}
          {comment.canEdit && !editing && (
            <Flex gap={4}>
              <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setEditing(true)}>
                {t('projects.edit')}
              </Button>
              <ClickPopconfirm
                title={t('comments.deleteConfirm')}
                okText={t('projects.delete')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove()}
              >
                <Button type="link" size="small" danger>
                  {t('projects.delete')}
                </Button>
              </ClickPopconfirm>
            </Flex>
          )}
          {error && <Alert type="error" showIcon title={error} />}
        </Flex>
      </Flex>
    </li>
  );
}

type CommentBoxProps = {
  label: string;
  submitLabel: string;
  team: TaskPerson[];
  initial: string;
  onSubmit: (body: string, mentionIds: string[]) => Promise<unknown>;
  onCancel?: () => void;
};

/** Plain text with `@` mentions of the team; the ids of the peers named go with it. */
function CommentBox({ label, submitLabel, team, initial, onSubmit, onCancel }: CommentBoxProps) {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!text.trim()) return;
    setSaving(true);
    setError(null);
    try {
      await onSubmit(
        text.trim(),
        mentionedIn(text, team).map((person) => person._id),
      );
      setText('');
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex vertical gap={8}>
      <Mentions
        aria-label={label}
        placeholder={t('comments.placeholder')}
        autoSize={{ minRows: 2, maxRows: 8 }}
        value={text}
        onChange={setText}
        maxLength={TASK_COMMENT_MAX}
        options={team.map((person) => ({ value: person.name, label: person.name, key: person._id }))}
      />
      {error && <Alert type="error" showIcon title={error} />}
      <Flex justify="flex-end" align="center" gap={8}>
        {/* Mentions has no showCount of its own: the count a limited field shows elsewhere */}
        <Typography.Text type="secondary" style={{ marginInlineEnd: 'auto', fontSize: 12 }}>
          {`${text.length} / ${TASK_COMMENT_MAX}`}
        </Typography.Text>
        {onCancel && (
          <Button onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="primary" onClick={() => void submit()} loading={saving} disabled={!text.trim()}>
          {submitLabel}
        </Button>
      </Flex>
    </Flex>
  );
}
