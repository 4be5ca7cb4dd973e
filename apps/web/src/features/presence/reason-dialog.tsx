import { AGENT_STATE, SYNONYM_TYPE } from '@leadline/contracts';
import { CircularProgress, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { StateDot } from './state-dot';

/**
 * SPEC.md 4 and 5: Break or Busy chosen from Available asks for a reason (break reasons, type 54;
 * busy reasons, type 55); Confirm stays disabled until one is chosen.
 */
export function ReasonDialog({
  target,
  pending,
  onConfirm,
  onClose,
}: {
  target: number | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const typeId = target === AGENT_STATE.BUSY ? SYNONYM_TYPE.BUSY_REASON : SYNONYM_TYPE.BREAK_REASON;
  const reasons = useEndpointQuery(
    'synonymObject',
    { query: { typeId } },
    { enabled: target !== null, staleTime: 5 * 60_000 },
  );
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <ActionDialog
      open={target !== null}
      onClose={close}
      maxWidth="xs"
      testId="presence-reason-dialog"
      titleSx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
      title={
        <>
          {target !== null ? <StateDot code={target} size={12} /> : null}
          {t(target === AGENT_STATE.BUSY ? 'PRESENCE.REASON_TITLE_BUSY' : 'PRESENCE.REASON_TITLE_BREAK')}
        </>
      }
      dividers
      cancel={{ label: t('PRESENCE.CANCEL') }}
      confirm={{
        label: t('PRESENCE.CONFIRM'),
        disabled: reason === '' || pending,
        onClick: () => {
          onConfirm(reason);
          setReason('');
        },
        testId: 'presence-reason-confirm',
      }}
    >
      {reasons.isPending ? (
        <CircularProgress size={24} />
      ) : (
        <RadioGroup
          aria-label={t('PRESENCE.REASON')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        >
          {(reasons.data ?? []).map((option) => (
            <FormControlLabel
              key={option.id}
              value={option.name}
              control={<Radio size="small" />}
              label={option.localizedName}
            />
          ))}
        </RadioGroup>
      )}
      {reason === '' ? (
        <Typography variant="caption" color="text.secondary">
          {t('PRESENCE.REASON_REQUIRED')}
        </Typography>
      ) : null}
    </ActionDialog>
  );
}
