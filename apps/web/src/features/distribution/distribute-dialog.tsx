import { DISTRIBUTE_MAX, type DistributionTabBody } from '@leadline/contracts';
import { Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelectField, SelectField } from '../../shared/list/filter-fields';
import { useNotify } from '../../shared/notifications/notifications';
import { ActionDialog } from '../../shared/ui/action-dialog';
import {
  useDistributeToAgents,
  useDistributeToGroup,
  useDistributionAgents,
  useDistributionGroups,
} from './distribution-queries';

/** The calling list a distribution deals from: id 0 is every list of the campaign. */
export interface DistributeSource {
  callingListId: number;
  name: string;
  undistributed: number;
}

/** '' is "all of them"; otherwise a whole number from 1 up to the most one call deals. */
function parseCount(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= DISTRIBUTE_MAX ? value : 'invalid';
}

/**
 * The distribute dialogs (SPEC.md 2.5): to agents chosen one by one, or to an agent group (each
 * of its active agents). Shares are even (the server deals round-robin); agents on Break or
 * logged out may be left out.
 */
export function DistributeDialog({
  campaignId,
  source,
  mode,
  filter,
  onClose,
}: {
  campaignId: number;
  source: DistributeSource | null;
  mode: 'agents' | 'group';
  filter: DistributionTabBody;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const open = source !== null;
  const groups = useDistributionGroups(campaignId, open && mode === 'group');
  const agents = useDistributionAgents(campaignId, open && mode === 'agents');
  const toGroup = useDistributeToGroup();
  const toAgents = useDistributeToAgents();
  const pending = toGroup.isPending || toAgents.isPending;
  const [groupId, setGroupId] = useState<number | ''>('');
  const [agentIds, setAgentIds] = useState<number[]>([]);
  const [countText, setCountText] = useState('');
  const [skipAway, setSkipAway] = useState(false);

  useEffect(() => {
    if (!open) return;
    setGroupId('');
    setAgentIds([]);
    setCountText('');
    setSkipAway(false);
  }, [open]);

  const count = parseCount(countText);
  const available = source?.undistributed ?? 0;
  // More than the list holds is taken, and deals what there is: said before the confirmation
  // (docs/distribution.md 'Number of leads'), not silently.
  const beyond = typeof count === 'number' && count > available;
  const chosen = mode === 'group' ? groupId !== '' : agentIds.length > 0;
  const ready = chosen && count !== 'invalid' && !pending;

  const confirm = () => {
    if (!source || !ready) return;
    const target = { campaignId, callingListId: source.callingListId };
    const common = { ...filter, skipAway, ...(count === null ? {} : { count }) };
    const done = {
      onSuccess: (result: { distributed: number; shares: { count: number }[] }) => {
        const reached = result.shares.filter((share) => share.count > 0).length;
        notify(
          'success',
          t('DISTRIBUTION.RESULT.DISTRIBUTED', { count: result.distributed, agents: reached }),
        );
        onClose();
      },
    };
    if (mode === 'group' && groupId !== '') toGroup.mutate({ ...target, ...common, groupId }, done);
    else toAgents.mutate({ ...target, ...common, agentIds }, done);
  };

  const listName = source?.name ?? '';
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={pending}
      testId="distribute-dialog"
      title={
        mode === 'group'
          ? t('DISTRIBUTION.DIALOG.DISTRIBUTE_GROUP_TITLE', { list: listName })
          : t('DISTRIBUTION.DIALOG.DISTRIBUTE_TITLE', { list: listName })
      }
      cancel={{ label: t('DISTRIBUTION.DIALOG.CANCEL') }}
      confirm={{
        label: t('DISTRIBUTION.DIALOG.CONFIRM'),
        onClick: confirm,
        disabled: !ready,
        testId: 'distribute-confirm',
      }}
    >
      <Stack spacing={2} sx={{ pt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('DISTRIBUTION.DIALOG.AVAILABLE', { count: source?.undistributed ?? 0 })}
        </Typography>
        {mode === 'group' ? (
          <SelectField
            label={t('DISTRIBUTION.DIALOG.GROUP')}
            value={groupId}
            options={(groups.data ?? []).map((group) => ({
              value: group.id,
              label: `${group.name} · ${t('DISTRIBUTION.DIALOG.GROUP_AGENTS', { count: group.agentCount })}`,
            }))}
            onChange={setGroupId}
            testId="distribute-group"
            disabled={pending}
          />
        ) : (
          <MultiSelectField
            label={t('DISTRIBUTION.DIALOG.AGENTS')}
            value={agentIds}
            options={(agents.data ?? []).map((agent) => ({
              value: agent.id,
              label: agent.fullName,
              detail: `${agent.groupName} · ${agent.state}`,
            }))}
            onChange={setAgentIds}
            testId="distribute-agents"
            disabled={pending}
          />
        )}
        <TextField
          size="small"
          label={t('DISTRIBUTION.DIALOG.COUNT')}
          value={countText}
          onChange={(event) => setCountText(event.target.value)}
          error={count === 'invalid'}
          helperText={
            count === 'invalid'
              ? t('DISTRIBUTION.DIALOG.COUNT_INVALID', { max: DISTRIBUTE_MAX })
              : beyond
                ? t('DISTRIBUTION.DIALOG.COUNT_OVER', { count: available })
                : t('DISTRIBUTION.DIALOG.COUNT_HELP', { count: available })
          }
          slotProps={{
            // Always above the field, whatever is typed: drawn inside, it covered a typed value.
            inputLabel: { shrink: true },
            htmlInput: { inputMode: 'numeric', maxLength: 7, 'data-testid': 'distribute-count' },
            formHelperText: { sx: beyond ? { color: 'warning.dark' } : undefined },
          }}
          disabled={pending}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={skipAway}
              onChange={(event) => setSkipAway(event.target.checked)}
              data-testid="distribute-skip-away"
            />
          }
          label={t('DISTRIBUTION.DIALOG.SKIP_AWAY')}
          disabled={pending}
        />
      </Stack>
    </ActionDialog>
  );
}
