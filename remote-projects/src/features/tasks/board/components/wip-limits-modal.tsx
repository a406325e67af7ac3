import { WIP_LIMIT_MAX, type TaskStatusValue, type WipLimits } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { InputNumber } from '@timely/shared-ui/antd-more';
import { Alert, Flex, Form, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { taskStatusLabel } from '../../../../common/utils/labels';
import { projectsMessages } from '../../../../messages/messages';
import { BOARD_COLUMNS } from '../utils/board-moves';

type WipLimitsModalProps = {
  open: boolean;
  limits: WipLimits;
  onSave: (limits: WipLimits) => Promise<unknown>;
  onClose: () => void;
};

/** The project's managers set the most cards each column should hold; empty means no limit. */
export function WipLimitsModal({ open, limits, onSave, onClose }: WipLimitsModalProps) {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const [draft, setDraft] = useState<WipLimits>(limits);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) {
      setDraft(limits);
      setError(null);
    }
  }, [open, limits]);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave(draft);
      onClose();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('board.wip.title')}
      onOk={() => void save()}
      okButtonProps={{ loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('board.wip.help')}</Typography.Text>
        {error && <Alert type="error" showIcon title={error} />}
        <Form layout="vertical" onFinish={() => void save()}>
          {BOARD_COLUMNS.map((status: TaskStatusValue) => (
            <Form.Item
              key={status}
              label={taskStatusLabel(t, status)}
              htmlFor={`wip-${status}`}
              style={{ marginBottom: 8 }}
            >
              <InputNumber
                id={`wip-${status}`}
                aria-label={t('board.wip.limitOf', { status: taskStatusLabel(t, status) })}
                min={1}
                max={WIP_LIMIT_MAX}
                precision={0}
                value={draft[status] ?? null}
                onChange={(value) =>
                  setDraft((previous) => ({ ...previous, [status]: typeof value === 'number' ? value : null }))
                }
              />
            </Form.Item>
          ))}
        </Form>
      </Flex>
    </Modal>
  );
}
