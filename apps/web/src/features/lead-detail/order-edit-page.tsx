import {
  type AddressField,
  currencyDecimals,
  findOrg,
  LEAD_STATUS,
  type OrderDetail,
} from '@leadline/contracts';
import { Alert, Box, Grid, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { invalidateResources } from '../../shared/api/query-keys';
import { useUnsavedChanges } from '../../shared/form/use-unsaved-changes';
import { useOrderAccess } from '../../shared/session/order-access';
import { PageHeader } from '../../shared/ui/page-header';
import { refreshCurrentCall, useLeadCall } from '../telephony';
import { DropLinesDialog } from './drop-lines-dialog';
import { type EditForm, initialForm, paymentOf } from './edit-form';
import { cameFromList, DetailBanners, HeaderActions, linesOf, useTypeLead } from './edit-page-parts';
import { LeadDataSection } from './lead-data-section';
import { useOrderDetail } from './lead-detail-queries';
import { LeadSummary } from './lead-summary';
import { linesTotal } from './order-lines';
import { OrderLinesSection } from './order-lines-section';
import { PaymentDeliverySection } from './payment-delivery-section';
import { useIsTransfer } from './payment-extras';
import { PhoneDialog } from './phone-dialog';
import { type ShortcutAction, ShortcutsDialog, useShortcuts } from './shortcuts';
import { SidePanels } from './side-panels';
import { StatusSection } from './status-section';
import { isEditableOrder, useDetailOutcome, useOrderEditActions } from './use-order-edit-actions';
import { useOrderLines } from './use-order-lines';

const focusInside = (element: HTMLElement | null, selector: string) =>
  element?.querySelector<HTMLElement>(selector)?.focus();

/** The order edit screen: /apps/orders/edit/{typeLead}/{leadId} and the listorder routes. */
export default function OrderEditPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const params = useParams();
  const access = useOrderAccess();
  const typeLead = useTypeLead();
  const leadId = Number(params.leadId) || 0;
  const fromList = cameFromList(location.pathname, location.state);

  const detail = useOrderDetail(typeLead, leadId);
  useDetailOutcome(detail.error);
  const data = detail.data;
  const lead = data?.leadData;

  const [form, setForm] = useState<EditForm | null>(null);
  const { lines, setLines, handlers } = useOrderLines();
  const [calledNow, setCalledNow] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [paymentProblem, setPaymentProblem] = useState(false);
  // The address fields a save found missing: marked until the agent changes the address.
  const [addressProblem, setAddressProblem] = useState<AddressField[]>([]);
  const [dropLinesOpen, setDropLinesOpen] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  // A phone change bumps the version without touching what the agent is typing.
  const keepForm = useRef(false);
  // The form and lines as loaded, to tell a changed form.
  const loaded = useRef('');

  const org = lead ? findOrg(lead.orgId) : undefined;
  const timeZone = access.timeZone || org?.timeZone || 'UTC';
  const currency = data?.soData?.currency ?? org?.currency ?? 'VND';
  const decimals = currencyDecimals(currency);

  // A (re)loaded lead resets the form; a new version after a reload clears the conflict.
  const loadedKey = lead ? `${lead.leadId}:${lead.version}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another lead or version arrives
  useEffect(() => {
    if (!data) return;
    setConflict(false);
    if (keepForm.current) {
      keepForm.current = false;
      return;
    }
    const initial = initialForm(data.leadData, paymentOf(data, decimals));
    const initialLines = linesOf(data);
    loaded.current = JSON.stringify([initial, initialLines]);
    setForm(initial);
    setLines(initialLines);
  }, [loadedKey]);
  // Changed since loaded: leaving by the menu, a link or Back asks first (docs/decisions.md
  // 'Leaving a changed form').
  const dirty = form !== null && JSON.stringify([form, lines]) !== loaded.current;
  const unsaved = useUnsavedChanges(dirty);

  // The call's pushes change the lead's counter and calls: read them again (the form stays).
  const queryClient = useQueryClient();
  const leadCall = useLeadCall(
    leadId,
    useCallback(() => invalidateResources(queryClient, ['leads']), [queryClient]),
  );

  const editableOrder = isEditableOrder(data);
  const readOnlyLines = lead?.status === LEAD_STATUS.APPROVED && !editableOrder;
  const called = Boolean(lead?.called) || calledNow;
  const isTransfer = useIsTransfer(form?.paymentMethodId ?? null);

  const patch = useCallback((change: Partial<EditForm>) => {
    setForm((current) => (current ? { ...current, ...change } : current));
    setPaymentProblem(false);
    if ('provinceId' in change || 'wardId' in change || 'street' in change) setAddressProblem([]);
  }, []);

  const actions = useOrderEditActions({
    detail: data,
    form,
    lines,
    called,
    fromList,
    decimals,
    isTransfer,
    onCalled: useCallback(() => {
      setCalledNow(true);
      void refreshCurrentCall(queryClient);
    }, [queryClient]),
    onConflict: useCallback(() => setConflict(true), []),
    onPaymentProblem: setPaymentProblem,
    onAddressProblem: setAddressProblem,
    onLinesWouldDrop: useCallback(() => setDropLinesOpen(true), []),
    onSaved: unsaved.release,
  });
  const onPhoneChanged = useCallback(
    (_: OrderDetail) => {
      keepForm.current = true;
      void detail.refetch();
    },
    [detail],
  );

  const onShortcut = (action: ShortcutAction) => {
    if (action === 'call' && access.canEditLeads) actions.call();
    if (action === 'save' && access.canEditLeads) void actions.save();
    if (action === 'addProduct') focusInside(pickerRef.current, 'input');
    if (action === 'outcome') focusInside(statusRef.current, '[role="combobox"]');
    if (action === 'help') setHelpOpen(true);
  };
  useShortcuts(onShortcut, Boolean(form));

  const title = useMemo(
    () =>
      lead ? t('ORDER_EDIT.TITLE', { id: lead.leadId, name: lead.customerName }) : t('PAGES.ORDER_EDIT'),
    [lead, t],
  );
  const showPayment = !readOnlyLines && (editableOrder || form?.leadStatus === LEAD_STATUS.APPROVED);

  return (
    <Box data-testid="page-orders.edit">
      {unsaved.dialog}
      <PageHeader
        sticky
        title={title}
        subject={lead ? title : undefined}
        subtitle={t('ORDER_EDIT.SUBTITLE')}
        actions={
          <HeaderActions
            onHelp={() => setHelpOpen(true)}
            onSave={() => void actions.save()}
            saving={actions.saving}
            disabled={!form || !access.canEditLeads}
          />
        }
      />
      <DetailBanners
        loading={detail.isLoading}
        error={detail.isError ? detail.error : null}
        conflict={conflict}
        onReload={() => detail.refetch()}
      />
      {lead && form && data && !access.canEditLeads ? (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }} data-testid="order-edit-view-only">
          {t('ORDER_EDIT.VIEW_ONLY')}
        </Alert>
      ) : null}
      {lead && form && data ? (
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Stack spacing={2.5}>
              <LeadDataSection
                lead={lead}
                country={org?.country ?? null}
                form={form}
                onChange={patch}
                onCall={access.canEditLeads ? actions.call : undefined}
                calling={actions.calling}
                called={called}
                call={leadCall}
                onEditPhone={access.canEditLeads ? () => setPhoneOpen(true) : undefined}
                missingAddress={addressProblem}
              />
              <StatusSection
                form={form}
                onChange={patch}
                statusRef={statusRef}
                currentStatus={lead.status}
                offerCallbacks={access.canScheduleCallbacks}
              />
              {editableOrder ? (
                <Alert severity="info" variant="outlined" data-testid="so-editable">
                  {t('ORDER_EDIT.SO_EDITABLE_HINT')}
                </Alert>
              ) : null}
              <OrderLinesSection
                lines={lines}
                currency={currency}
                readOnly={readOnlyLines || !access.canEditLeads}
                {...handlers}
                productPickerRef={pickerRef}
              />
              {showPayment ? (
                <PaymentDeliverySection
                  form={form}
                  onChange={patch}
                  timeZone={timeZone}
                  required
                  currency={currency}
                  subtotal={linesTotal(lines)}
                  paymentProblem={paymentProblem}
                  leadId={leadId}
                />
              ) : null}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Stack spacing={2.5}>
              <LeadSummary detail={data} timeZone={timeZone} />
              <SidePanels leadId={lead.leadId} timeZone={timeZone} />
            </Stack>
          </Grid>
        </Grid>
      ) : null}
      {lead ? (
        <PhoneDialog
          lead={lead}
          open={phoneOpen}
          onClose={() => setPhoneOpen(false)}
          onChanged={onPhoneChanged}
          onConflict={() => setConflict(true)}
        />
      ) : null}
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <DropLinesDialog
        open={dropLinesOpen}
        count={lines.length}
        onCancel={() => setDropLinesOpen(false)}
        onConfirm={() => {
          setDropLinesOpen(false);
          void actions.save({ dropLines: true });
        }}
      />
    </Box>
  );
}
