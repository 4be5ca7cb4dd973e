import type { SaleOrderRow } from '@leadline/contracts';
import { Alert, DialogContentText, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../shared/list/filter-fields';
import { useAgentChoices } from '../../shared/list/use-filter-options';
import { useNotify } from '../../shared/notifications/notifications';
import type { OrderAccess } from '../../shared/session/order-access';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useReassign } from './order-queries';

/**
 * SPEC.md 4 reassign: the leads of the selected orders move to one agent of their org. On
 * success 'Succeed!', the dialog closes and the list reloads with its last filter (the
 * mutation invalidates the lists); a refusal keeps the dialog open with the server's message.
 */
export function ReassignDialog({
  open,
  orders,
  access,
  onClose,
  onDone,
}: {
  open: boolean;
  orders: readonly SaleOrderRow[];
  access: OrderAccess;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const reassign = useReassign();
  const [agentId, setAgentId] = useState<number | ''>('');

  const leadIds = [...new Set(orders.map((order) => order.lead.leadId))];
  const orgIds = [...new Set(orders.map((order) => order.orgId))];
  const mixedOrgs = orgIds.length > 1;
  // HQ picks among the agents of the orders' org; everyone else gets their own org's agents.
  const agentOrg = access.hq ? (orgIds[0] ?? null) : null;
  const agents = useAgentChoices(access.hq, agentOrg, open && !mixedOrgs);

  useEffect(() => {
    if (open) setAgentId('');
  }, [open]);

  const confirm = () => {
    if (agentId === '') return;
    reassign.mutate(
      { leadIds, agentId },
      {
        onSuccess: () => {
          notify('success', t('COMMON.SUCCEED'));
          onDone();
        },
      },
    );
  };

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={reassign.isPending}
      maxWidth="xs"
      testId="reassign-dialog"
      title={t('ORDERS.REASSIGN.TITLE')}
      cancel={{ label: t('COMMON.CANCEL') }}
      confirm={{
        label: t('ORDERS.REASSIGN.CONFIRM'),
        onClick: confirm,
        disabled: agentId === '' || mixedOrgs,
        testId: 'reassign-confirm',
      }}
    >
      <Stack spacing={2} sx={{ pt: 0.5 }}>
        <div>
          <Typography variant="subtitle2">
            {t('ORDERS.REASSIGN.SELECTED', { count: orders.length })}
          </Typography>
          <DialogContentText variant="body2">
            {t('ORDERS.REASSIGN.DESCRIPTION', { count: leadIds.length })}
          </DialogContentText>
        </div>
        {mixedOrgs ? (
          <Alert severity="warning">{t('ORDERS.REASSIGN.MIXED_ORGS')}</Alert>
        ) : (
          <SelectField
            label={t('ORDERS.REASSIGN.AGENT')}
            value={agentId}
            options={agents.options}
            onChange={setAgentId}
            testId="reassign-agent"
            disabled={reassign.isPending}
          />
        )}
        {!mixedOrgs && agents.loaded && agents.options.length === 0 ? (
          <Alert severity="info">{t('ORDERS.REASSIGN.NO_AGENTS')}</Alert>
        ) : null}
      </Stack>
    </ActionDialog>
  );
}
