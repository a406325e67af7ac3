import type { Sprint } from '@timely/contract';
import { ClickPopconfirm, useMessages } from '@timely/shared-ui';
import { Button, Flex, Tooltip } from 'antd';
import { projectsMessages } from '../../../messages/messages';

export type SprintHandlers = {
  onEdit: (sprint: Sprint) => void;
  onDelete: (sprint: Sprint) => Promise<unknown>;
  onClose: (sprint: Sprint) => void;
  onStart: (sprint: Sprint) => void;
};

/** An open sprint's Start (when it may), Close, Edit and Delete (after a confirmation). */
export function SprintRowActions({ sprint, onEdit, onDelete, onClose, onStart }: { sprint: Sprint } & SprintHandlers) {
  const t = useMessages(projectsMessages);
  return (
    <Flex gap={4} wrap>
      {sprint.canStart && (
        <Button
          size="small"
          type={sprint.startOverdue ? 'primary' : 'default'}
          onClick={() => onStart(sprint)}
          aria-label={t('sprint.startModal.formName', { name: sprint.name })}
        >
          {t('sprints.startShort')}
        </Button>
      )}
      <SprintCloseButton sprint={sprint} onClose={onClose} />
      <Button
        size="small"
        type="link"
        onClick={() => onEdit(sprint)}
        aria-label={t('projects.editNamed', { name: sprint.name })}
      >
        {t('projects.edit')}
      </Button>
      <ClickPopconfirm
        title={t('projects.deleteConfirm', { name: sprint.name })}
        description={t('sprints.deleteTasksToo')}
        okText={t('projects.delete')}
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete(sprint)}
      >
        <Button size="small" type="link" danger aria-label={t('projects.deleteNamed', { name: sprint.name })}>
          {t('projects.delete')}
        </Button>
      </ClickPopconfirm>
    </Flex>
  );
}

/** Close, or for a planned sprint a disabled Close that says why. */
function SprintCloseButton({ sprint, onClose }: { sprint: Sprint; onClose: (sprint: Sprint) => void }) {
  const t = useMessages(projectsMessages);
  return sprint.canClose ? (
    <Button
      size="small"
      type={sprint.daysPastEnd > 0 ? 'primary' : 'default'}
      onClick={() => onClose(sprint)}
      aria-label={t('sprints.closeNamed', { name: sprint.name })}
    >
      {t('sprints.close')}
    </Button>
  ) : (
    // a planned sprint cannot be closed (issue #27): say why instead of refusing after a confirm
    <>
      <Tooltip title={t('sprints.closePlannedReason')}>
        <span>
          <Button
            size="small"
            disabled
            aria-label={t('sprints.closeNamed', { name: sprint.name })}
            aria-describedby={`close-reason-${sprint._id}`}
          >
            {t('sprints.close')}
          </Button>
        </span>
      </Tooltip>
      <span id={`close-reason-${sprint._id}`} hidden>
        {t('sprints.closePlannedReason')}
      </span>
    </>
  );
}
