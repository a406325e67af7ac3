import { Input } from 'antd';
import { useState } from 'react';

type LabelColourInputProps = {
  /** `#rrggbb`. */
  value: string;
  label: string;
  /** Called once the browser's colour chooser closes on a new colour, not on every step of it. */
  onChange: (colour: string) => void;
};

/** A label's colour: the browser's own colour chooser (keyboard and screen reader friendly), saved when it closes. */
export function LabelColourInput({ value, label, onChange }: LabelColourInputProps) {
  const [draft, setDraft] = useState(value);
  return (
    <Input
      type="color"
      aria-label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => draft.toLowerCase() !== value.toLowerCase() && onChange(draft.toLowerCase())}
      style={{ width: 44, padding: 2, flex: 'none' }}
    />
  );
}
