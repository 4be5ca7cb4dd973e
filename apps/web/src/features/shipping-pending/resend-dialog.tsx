import { LAST_MILE_PARTNERS, type LastMilePartner, type ResendResult } from '@leadline/contracts';
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../shared/list/filter-fields';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useFfmPartners, useResend } from './shipping-pending-queries';

/**
 * Resend: the fulfilment partner, then its last-mile partner and warehouse (listFfm), each
 * optional (empty keeps what each DO has). The answer goes to the toast table.
 */
export function ResendDialog({
  doIds,
  orgId,
  onClose,
  onDone,
}: {
  /** Null: closed. */
  doIds: number[] | null;
  /** The org of the selection (HQ reads that org's partners). */
  orgId: number | undefined;
  onClose: () => void;
  onDone: (results: ResendResult[]) => void;
}) {
  const { t } = useTranslation();
  const { data: partners = [] } = useFfmPartners(orgId);
  const resend = useResend();
  const [ffmPartnerId, setFfmPartnerId] = useState<number | ''>('');
  const [lmPartner, setLmPartner] = useState<LastMilePartner | ''>('');
  const [warehouseId, setWarehouseId] = useState<number | ''>('');
  const partner = partners.find((item) => item.ffmPartnerId === ffmPartnerId);
  const lastMiles = partner
    ? partner.listLastSmile.map((lm) => ({ value: lm.lmPartnerId, label: lm.nameLm }))
    : LAST_MILE_PARTNERS.map((kind) => ({ value: kind, label: t(`SHIPPING_PENDING.PARTNER.${kind}`) }));
  const warehouses = (partner?.listWarehouse ?? []).map((w) => ({
    value: w.warehouseId,
    label: w.warehouseName,
  }));
  const close = () => {
    setFfmPartnerId('');
    setLmPartner('');
    setWarehouseId('');
    onClose();
  };
  const submit = async () => {
    if (!doIds) return;
    const results = await resend.mutateAsync({
      doIds,
      ...(ffmPartnerId !== '' ? { ffmPartnerId } : {}),
      ...(lmPartner !== '' ? { lmPartner } : {}),
      ...(warehouseId !== '' ? { warehouseId } : {}),
    });
    close();
    onDone(results);
  };

  return (
    <ActionDialog
      open={doIds !== null}
      onClose={close}
      maxWidth="xs"
      testId="resend-dialog"
      title={t('SHIPPING_PENDING.RESEND.TITLE', { count: doIds?.length ?? 0 })}
      cancel={{ label: t('COMMON.CANCEL') }}
      confirm={{
        label: t('SHIPPING_PENDING.RESEND.CONFIRM'),
        onClick: submit,
        disabled: resend.isPending,
        testId: 'resend-confirm',
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('SHIPPING_PENDING.RESEND.TEXT')}
        </Typography>
        <SelectField
          label={t('SHIPPING_PENDING.RESEND.FFM_PARTNER')}
          value={ffmPartnerId}
          options={partners.map((item) => ({ value: item.ffmPartnerId, label: item.name }))}
          onChange={(value) => {
            setFfmPartnerId(value);
            setLmPartner('');
            setWarehouseId('');
          }}
          emptyLabel={t('SHIPPING_PENDING.RESEND.KEEP')}
          testId="resend-ffm"
        />
        <SelectField
          label={t('SHIPPING_PENDING.RESEND.LM_PARTNER')}
          value={lmPartner}
          options={lastMiles}
          onChange={setLmPartner}
          emptyLabel={t('SHIPPING_PENDING.RESEND.KEEP')}
          testId="resend-lm"
        />
        <SelectField
          label={t('SHIPPING_PENDING.RESEND.WAREHOUSE')}
          value={warehouseId}
          options={warehouses}
          onChange={setWarehouseId}
          emptyLabel={t('SHIPPING_PENDING.RESEND.KEEP')}
          disabled={!partner}
          testId="resend-warehouse"
        />
      </Stack>
    </ActionDialog>
  );
}
