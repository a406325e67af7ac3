import { useCallback, useState } from 'react';

/** The tasks ticked for a bulk change, by id. */
export function useTaskSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = useCallback(
    (taskId: string, on: boolean) =>
      setSelected((previous) => {
        const next = new Set(previous);
        if (on) next.add(taskId);
        else next.delete(taskId);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, select, clear };
}
