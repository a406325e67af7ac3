import { Flex, Spin } from 'antd';

/** A block-sized spinner with an accessible label, for a page or widget that is loading. */
export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 160 }} role="status" aria-label={label}>
      <Spin />
    </Flex>
  );
}
