import { PlusOutlined } from '@ant-design/icons';
import { TASK_TITLE_MAX } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { Button, Flex, Input, Typography } from 'antd';
import { InputNumber } from '@timely/shared-ui/antd-more';
import { useRef, useState, type KeyboardEvent } from 'react';
import { projectsMessages } from '../../messages/messages';

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
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [hours, setHours] = useState<number | null>(1);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    setOpen(false);
    setTitle('');
    setError(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const save = async () => {
    const trimmed = title.trim();
    if (!trimmed) return setError(t('planning.quick.titleNeeded'));
    if (!hours || hours <= 0) return setError(t('planning.quick.hoursNeeded'));
    setSaving(true);
    setError(null);
    try {
      await onCreate(trimmed, hours);
      setTitle('');
      titleRef.current?.focus();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

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
