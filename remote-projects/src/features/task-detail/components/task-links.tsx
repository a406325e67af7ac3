import { TASK_RELATION_KINDS, type TaskRef, type TaskRelationKind, type TaskStructure } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { Select } from '@timely/shared-ui/antd-more';
import { DeleteOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { taskStatusLabel } from '../../../common/utils/labels';
import { projectsMessages } from '../../../messages/messages';

type TaskLinksProps = {
  taskId: string;
  structure: TaskStructure;
  /** Tasks of the project found by the search text (`onSearch`). */
  found: TaskRef[];
  searching: boolean;
  onSearch: (text: string) => void;
  onAdd: (kind: TaskRelationKind, taskId: string) => Promise<unknown>;
  onRemove: (relationId: string) => Promise<unknown>;
};

/**
 * A task's links (issue #49): blocks / is blocked by, relates to, duplicates / is duplicated by, each shown
 * on both tasks. Managers and the assignee add one by searching the project's tasks by title, and remove it.
 */
export function TaskLinks({ taskId, structure, found, searching, onSearch, onAdd, onRemove }: TaskLinksProps) {
  const t = useMessages(projectsMessages);
  const [kind, setKind] = useState<TaskRelationKind>('blocks');
  const [target, setTarget] = useState<string | null>(null);
  const linked = new Set(structure.relations.map((relation) => relation.task._id));
  const choices = found.filter((each) => each._id !== taskId && !linked.has(each._id));
  return (
    <Flex vertical gap={12}>
      {structure.relations.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('structure.noLinks')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {structure.relations.map((relation) => (
            <li key={relation._id} style={{ paddingBlock: 4 }}>
              <Flex justify="space-between" align="center" gap={8}>
                <Flex gap={6} align="center" wrap style={{ minWidth: 0 }}>
                  <Typography.Text type="secondary">{t(`structure.kind.${relation.kind}` as const)}</Typography.Text>
                  <Link
                    to={portalHref('taskDetail', { taskId: relation.task._id })}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {relation.task.title}
                  </Link>
                  <Tag>{taskStatusLabel(t, relation.task.status)}</Tag>
                </Flex>
                {structure.canLink && (
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('structure.removeLink', { title: relation.task.title })}
                    onClick={() => void onRemove(relation._id)}
                  />
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {structure.canLink && (
        <Flex gap={8} wrap>
          <Select
            aria-label={t('structure.linkKind')}
            value={kind}
            onChange={setKind}
            style={{ width: 170 }}
            options={TASK_RELATION_KINDS.map((value) => ({ value, label: t(`structure.kind.${value}` as const) }))}
          />
          <Select
            aria-label={t('structure.linkTask')}
            showSearch
            filterOption={false}
            value={target}
            onChange={setTarget}
            onSearch={onSearch}
            onFocus={() => onSearch('')}
            loading={searching}
            placeholder={t('structure.linkSearch')}
            style={{ flex: '1 1 200px', minWidth: 0 }}
            options={choices.map((each) => ({ value: each._id, label: each.title }))}
          />
          <Button
            disabled={!target}
            onClick={async () => {
              if (!target) return;
              await onAdd(kind, target);
              setTarget(null);
            }}
          >
            {t('structure.addLink')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
