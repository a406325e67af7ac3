import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { projectsMessages } from '../../messages/messages';

/**
 * The quick-create row's state: open or not, the title and hours typed, saving and its error; Enter saves
 * (the title emptied and focused for the next one), Escape closes and gives the focus back to the opener.
 */
export function useQuickCreate(onCreate: (title: string, estimateHours: number) => Promise<unknown>) {
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

  return { open, setOpen, title, setTitle, hours, setHours, error, saving, titleRef, opener, onKeyDown };
}
