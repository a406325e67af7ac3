import type { GlobalToken } from 'antd';

/** The template's event labels, in the legend's order; the seed writes `business`. */
const KNOWN_LABELS = ['business', 'personal', 'family', 'holiday', 'etc'] as const;
export type KnownLabel = (typeof KNOWN_LABELS)[number];

export function isKnownLabel(label: string): label is KnownLabel {
  return (KNOWN_LABELS as readonly string[]).includes(label);
}

/** The legend: the template's labels, then any other label the events carry. */
export function labelsOf(events: ReadonlyArray<{ label: string }>): string[] {
  const extra = [...new Set(events.map((event) => event.label.toLowerCase()))].filter((label) => !isKnownLabel(label));
  return [...KNOWN_LABELS, ...extra.sort()];
}

export type LabelLook = { color: string; background: string };

/** A label's colours from the theme's tokens (both themes): the dot and edge, and the event's background. */
export function labelLook(label: string, token: GlobalToken): LabelLook {
  switch (label.toLowerCase()) {
    case 'business':
      return { color: token.colorPrimary, background: token.colorPrimaryBg };
    case 'personal':
      return { color: token.colorError, background: token.colorErrorBg };
    case 'family':
      return { color: token.colorWarning, background: token.colorWarningBg };
    case 'holiday':
      return { color: token.colorSuccess, background: token.colorSuccessBg };
    case 'etc':
      return { color: token.colorInfo, background: token.colorInfoBg };
    default:
      return { color: token.colorTextTertiary, background: token.colorFillSecondary };
  }
}
