import { LEAD_STATUS, SO_STATUS } from '@leadline/contracts';
import { alpha, Chip, type Theme } from '@mui/material';

type Tone = 'info' | 'success' | 'error' | 'warning' | 'violet' | 'neutral';

/** Callbacks and returned orders: one hue in every theme (the themes' secondary colours are close to orange). */
const VIOLET = '#7c3aed';

/** Lead statuses by family: new, approved, rejected, no contact yet, callback, trash. */
const LEAD_TONES: Record<number, Tone> = {
  [LEAD_STATUS.NEW]: 'info',
  [LEAD_STATUS.APPROVED]: 'success',
  [LEAD_STATUS.REJECTED]: 'error',
  [LEAD_STATUS.BUSY]: 'warning',
  [LEAD_STATUS.NO_ANSWER]: 'warning',
  [LEAD_STATUS.UNREACHABLE]: 'warning',
  [LEAD_STATUS.CALLBACK_POTENTIAL]: 'violet',
  [LEAD_STATUS.CALLBACK_PROSPECT]: 'violet',
  [LEAD_STATUS.CALLBACK_CONSULTING]: 'violet',
  [LEAD_STATUS.TRASH]: 'neutral',
  [LEAD_STATUS.DUPLICATED]: 'neutral',
};

const SO_TONES: Record<number, Tone> = {
  [SO_STATUS.PENDING]: 'warning',
  [SO_STATUS.APPROVED]: 'info',
  [SO_STATUS.CANCELLED]: 'error',
  [SO_STATUS.DELIVERED]: 'success',
  [SO_STATUS.RETURNED]: 'violet',
};

/** A soft chip: tinted background, dark text (light text on dark themes). */
function toneStyle(tone: Tone) {
  return (theme: Theme) => {
    if (tone === 'neutral')
      return { bgcolor: theme.palette.action.selected, color: theme.palette.text.secondary };
    const palette =
      tone === 'violet' ? theme.palette.augmentColor({ color: { main: VIOLET } }) : theme.palette[tone];
    return {
      bgcolor: alpha(palette.main, theme.palette.mode === 'dark' ? 0.24 : 0.12),
      color: theme.palette.mode === 'dark' ? palette.light : palette.dark,
    };
  };
}

function StatusChip({
  label,
  tone,
  kind,
  value,
}: {
  label: string;
  tone: Tone;
  kind: string;
  value?: number;
}) {
  return (
    <Chip
      size="small"
      label={label}
      data-testid={`${kind}-status`}
      data-status={value}
      sx={[{ fontWeight: 500, height: 22, maxWidth: 240, '& .MuiChip-label': { px: 1 } }, toneStyle(tone)]}
    />
  );
}

export function LeadStatusChip({ status }: { status: { value: number; name: string } }) {
  return (
    <StatusChip
      label={status.name}
      tone={LEAD_TONES[status.value] ?? 'neutral'}
      kind="lead"
      value={status.value}
    />
  );
}

export function SoStatusChip({ status }: { status: { value: number; name: string } }) {
  return (
    <StatusChip
      label={status.name}
      tone={SO_TONES[status.value] ?? 'neutral'}
      kind="so"
      value={status.value}
    />
  );
}

/** Delivery order statuses come as names only (deliveryOrder.currentStatusName). */
export function DoStatusChip({ name }: { name: string }) {
  return <StatusChip label={name} tone="neutral" kind="do" />;
}

/** An item's on/off status (a user, a group, a postback network): green when active, grey when not. */
export function ActiveChip({ active, label }: { active: boolean; label: string }) {
  return <Chip size="small" color={active ? 'success' : 'default'} label={label} />;
}
