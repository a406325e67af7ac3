import { useErrorText } from '@timely/shared-auth';
import { useState, type KeyboardEvent } from 'react';

/**
 * An inline field's draft: null while not editing; saving keeps an unchanged text without asking the
 * server, and a refusal keeps the box open with its message. Enter (Ctrl+Enter in a long text) saves,
 * Escape cancels.
 */
export function useInlineDraft(value: string, multiline: boolean, onSave: (value: string) => Promise<unknown>) {
  const errorText = useErrorText();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    if (draft === null) return;
    if (draft === value) return cancel();
    setSaving(true);
    setError(null);
    try {
      await onSave(draft);
      setDraft(null);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
    if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };
  return { draft, setDraft, saving, error, cancel, save, onKeyDown };
}
