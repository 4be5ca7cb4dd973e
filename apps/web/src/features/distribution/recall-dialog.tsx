import type { DistributionTabBody } from '@leadline/contracts';
import {
  Alert,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  LinearProgress,
  Stack,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/format/format';
import { useNotify } from '../../shared/notifications/notifications';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useRecall, useRecallView } from './distribution-queries';

/** Whom a recall takes leads back from: a group (every member) or one agent. */
export interface RecallTarget {
  kind: 'group' | 'agent';
  id: number;
  name: string;
}

/**
 * Recall by group and recall by agent (SPEC.md 2.5, 7.8): the recall view lists the lead statuses
 * the group or agent holds, with their counts; the chosen statuses' leads become undistributed.
 */
export function RecallDialog({
  campaignId,
  target,
  filter,
  onClose,
}: {
  campaignId: number;
  target: RecallTarget | null;
  filter: DistributionTabBody;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const open = target !== null;
  const tab = target?.kind === 'group' ? 'GROUPS_TAB' : 'AGENTS_TAB';
  const view = useRecallView(campaignId, tab, filter, open);
  const recall = useRecall();
  const [statuses, setStatuses] = useState<number[]>([]);

  useEffect(() => {
    if (open) setStatuses([]);
  }, [open]);

  const row = (view.data ?? []).find((candidate) =>
    target?.kind === 'group' ? candidate.groups?.id === target.id : candidate.user?.id === target?.id,
  );
  const held = row?.recallAttributes ?? [];

  const confirm = () => {
    if (!target || statuses.length === 0) return;
    recall.mutate(
      {
        campaignId,
        ...filter,
        ...(target.kind === 'group' ? { groupId: target.id } : { agentId: target.id }),
        leadStatuses: statuses,
      },
      {
        onSuccess: (result) => {
          notify('success', t('DISTRIBUTION.RESULT.RECALLED', { count: result.recalled }));
          onClose();
        },
      },
    );
  };

  const toggle = (status: number, checked: boolean) =>
    setStatuses((current) => (checked ? [...current, status] : current.filter((value) => value !== status)));

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={recall.isPending}
      maxWidth="xs"
      testId="recall-dialog"
      title={
        target?.kind === 'group'
          ? t('DISTRIBUTION.DIALOG.RECALL_GROUP_TITLE', { name: target.name })
          : t('DISTRIBUTION.DIALOG.RECALL_AGENT_TITLE', { name: target?.name ?? '' })
      }
      cancel={{ label: t('DISTRIBUTION.DIALOG.CANCEL') }}
      confirm={{
        label: t('DISTRIBUTION.ACTION.RECALL'),
        color: 'warning',
        onClick: confirm,
        disabled: statuses.length === 0,
        testId: 'recall-confirm',
      }}
    >
      <Stack spacing={1.5} sx={{ pt: 0.5 }}>
        {view.isFetching && !view.data ? <LinearProgress /> : null}
        {view.isFetched && held.length === 0 ? (
          <Alert severity="info">{t('DISTRIBUTION.DIALOG.NOTHING_TO_RECALL')}</Alert>
        ) : (
          <FormGroup>
            <FormLabel sx={{ mb: 0.5 }}>{t('DISTRIBUTION.DIALOG.STATES')}</FormLabel>
            {held.map((status) => (
              <FormControlLabel
                key={status.leadStatusMark}
                control={
                  <Checkbox
                    checked={statuses.includes(status.leadStatusMark)}
                    onChange={(event) => toggle(status.leadStatusMark, event.target.checked)}
                    data-testid={`recall-status-${status.leadStatusMark}`}
                  />
                }
                label={`${status.name} (${formatCount(status.sizeOfLeadsStatus)})`}
                disabled={recall.isPending}
              />
            ))}
          </FormGroup>
        )}
      </Stack>
    </ActionDialog>
  );
}
