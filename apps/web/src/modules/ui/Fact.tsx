import { Text } from '@mantine/core';

/**
 * One labelled value of a detail page's summary (a dash when empty); `strong` for totals; `named`
 * gives the value the label as its accessible name (pages whose own form fields do not reuse it).
 */
export function fact(label: string, value: string, options: { strong?: boolean; named?: boolean } = {}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={options.strong ? 600 : undefined} aria-label={options.named ? label : undefined}>
        {value || '—'}
      </Text>
    </div>
  );
}
