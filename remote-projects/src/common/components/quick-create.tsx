import { PlusOutlined } from '@ant-design/icons';
import { TASK_TITLE_MAX } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Button, Flex, Input, Typography } from 'antd';
import { InputNumber } from '@timely/shared-ui/antd-more';
import { projectsMessages } from '../../messages/messages';
import { useQuickCreate } from '../hooks/use-quick-create';

type QuickCreateProps = {
  /** Where the task goes, for the labels ("Add a task to Sprint 4"). */
  place: string;
  onCreate: (title: string, estimateHours: number) => Promise<unknown>;
};

/**
 * A task created where it is needed: a title and an estimate, Enter saves (and leaves the row open for the
 * next one), Escape cancels.
 */
export function QuickCreate({ place, onCreate }: QuickCreateProps) {
  const t = useMessages(projectsMessages);
  const { open, setOpen, title, setTitle, hours, setHours, error, saving, titleRef, opener, onKeyDown } =
    useQuickCreate(onCreate);

  if (!open)
    return (
      <Button
        ref={opener}
        type="text"
        size="small"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={t('planning.quick.openIn', { place })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('planning.quick.open')}
      </Button>
    );
  return (
    <Flex vertical gap={4} onKeyDown={onKeyDown}>
      <Flex gap={8} wrap>
        <Input
          ref={(node) => {
            titleRef.current = node?.input ?? null;
          }}
          autoFocus
          aria-label={t('planning.quick.title', { place })}
          placeholder={t('planning.quick.titlePlaceholder')}
          maxLength={TASK_TITLE_MAX}
          showCount
          value={title}
          disabled={saving}
          onChange={(event) => setTitle(event.target.value)}
          style={{ flex: '1 1 200px' }}
        />
        <InputNumber
          aria-label={t('planning.quick.hours')}
          min={0.25}
          max={200}
          step={0.5}
          value={hours}
          disabled={saving}
          onChange={(value) => setHours(typeof value === 'number' ? value : null)}
          suffix="h"
          style={{ width: 100 }}
        />
      </Flex>
      <Typography.Text
        type={error ? 'danger' : 'secondary'}
        style={{ fontSize: 12 }}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('planning.quick.keys')}
      </Typography.Text>
    </Flex>
  );
}
