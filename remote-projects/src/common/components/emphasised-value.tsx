import { Typography } from 'antd';

/** Stands in a message for the value shown in bold, so each language keeps its own word order around it. */
export const EMPHASIS_SLOT = '\u2063';

type EmphasisedValueProps = {
  /** The message, translated with `EMPHASIS_SLOT` as the value that is to stand out. */
  text: string;
  value: string;
};

/** A sentence with one value in bold wherever the language places it ("Starting commits the **12 h** …"). */
export function EmphasisedValue({ text, value }: EmphasisedValueProps) {
  const [before, ...after] = text.split(EMPHASIS_SLOT);
  return (
    <>
      {before}
      <Typography.Text strong>{value}</Typography.Text>
      {after.join(value)}
    </>
  );
}
