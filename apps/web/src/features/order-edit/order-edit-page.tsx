import {
  findOrg,
  LEAD_DETAIL_CODE,
  LEAD_STATUS,
  type OrderDetail,
  type ProductSummary,
  TYPE_LEADS,
  type TypeLead,
} from '@leadline/contracts';
import { HelpOutlined, Refresh, Save } from '@mui/icons-material';
import { Alert, Box, Button, CircularProgress, Grid, IconButton, Stack, Tooltip } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useNotify } from '../../shared/notifications/notifications';
import { PageHeader } from '../../shared/ui/page-header';
import { useOrderAccess } from '../orders/order-access';
import { type EditForm, initialForm } from './edit-form';
import { LeadDataSection } from './lead-data-section';
import { LeadSummary } from './lead-summary';
import { useOrderDetail } from './order-edit-queries';
import { addLine, editLine, lineFromProduct, type OrderLine, removeLine } from './order-lines';
import { OrderLinesSection } from './order-lines-section';
import { PaymentDeliverySection } from './payment-delivery-section';
import { type ShortcutAction, ShortcutsDialog, useShortcuts } from './shortcuts';
import { SidePanels } from './side-panels';
import { StatusSection } from './status-section';
import { businessCode, useDetailOutcome, useOrderEditActions } from './use-order-edit-actions';

/** Detail codes the screen routes on (SPEC.md 2.4); they need no error banner. */
const OUTCOME_CODES: readonly number[] = [
  LEAD_DETAIL_CODE.IN_TRASH,
  LEAD_DETAIL_CODE.DENIED,
  LEAD_DETAIL_CODE.FORBIDDEN,
];

/**
 * Came from the order list: the listorder routes, or navigation state `{ from: 'list' }`. The list
 * opens leads without state today, so a plain lead (typeLead 'lead', which only the list opens)
 * counts as coming from it; order management opens sale orders ('so').
 */
function cameFromList(pathname: string, state: unknown, typeLead: TypeLead): boolean {
  if (pathname.includes('/listorder/')) return true;
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (from === 'list') return true;
  if (from === 'management') return false;
  return typeLead === 'lead';
}

const linesOf = (detail: OrderDetail): OrderLine[] =>
  (detail.soData?.items ?? []).map((item) => ({
    prodId: item.prodId,
    prodName: item.prodName,
    productType: item.productType,
    productTypeName: '',
    price: item.price,
    quantity: item.quantity,
    stockAvailable: item.stockAvailable,
    isOutOfStock: item.isOutOfStock,
    dscrForAgent: null,
    productInCombo: [],
  }));

const focusInside = (element: HTMLElement | null, selector: string) =>
  element?.querySelector<HTMLElement>(selector)?.focus();

/** The order edit screen: /apps/orders/edit/{typeLead}/{leadId} and the listorder routes. */
export default function OrderEditPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const location = useLocation();
  const params = useParams();
  const access = useOrderAccess();
  const typeLead: TypeLead = (TYPE_LEADS as readonly string[]).includes(params.typeLead ?? '')
    ? (params.typeLead as TypeLead)
    : 'lead';
  const leadId = Number(params.leadId) || 0;
  const fromList = cameFromList(location.pathname, location.state, typeLead);

  const detail = useOrderDetail(typeLead, leadId);
  useDetailOutcome(detail.error);
  const data = detail.data;
  const lead = data?.leadData;

  const [form, setForm] = useState<EditForm | null>(null);
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [calledNow, setCalledNow] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);

  // A (re)loaded lead resets the form; a new version after a reload clears the conflict.
  const loadedKey = lead ? `${lead.leadId}:${lead.version}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another lead or version arrives
  useEffect(() => {
    if (!data) return;
    setForm(initialForm(data.leadData));
    setLines(linesOf(data));
    setConflict(false);
  }, [loadedKey]);

  const org = lead ? findOrg(lead.orgId) : undefined;
  const timeZone = access.timeZone || org?.timeZone || 'UTC';
  const currency = data?.soData?.currency ?? org?.currency ?? 'VND';
  const readOnlyLines = Boolean(data?.soData) && lead?.status === LEAD_STATUS.APPROVED;
  const called = Boolean(lead?.called) || calledNow;

  const patch = useCallback((change: Partial<EditForm>) => {
    setForm((current) => (current ? { ...current, ...change } : current));
  }, []);
  const changeLines = useCallback(
    (change: (current: OrderLine[]) => OrderLine[]) => {
      setLines(change);
      notify('success', t('COMMON.SUCCEED'));
    },
    [notify, t],
  );
  const onAdd = useCallback(
    (product: ProductSummary) => changeLines((current) => addLine(current, lineFromProduct(product))),
    [changeLines],
  );
  const onEdit = useCallback(
    (line: OrderLine) => changeLines((current) => editLine(current, line)),
    [changeLines],
  );
  const onRemove = useCallback(
    (line: OrderLine) => changeLines((current) => removeLine(current, line)),
    [changeLines],
  );

  const actions = useOrderEditActions({
    lead,
    form,
    lines,
    called,
    fromList,
    onCalled: useCallback(() => setCalledNow(true), []),
    onConflict: useCallback(() => setConflict(true), []),
  });

  const onShortcut = (action: ShortcutAction) => {
    if (action === 'call') actions.call();
    if (action === 'save') actions.save();
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

  return (
    <Box data-testid="page-orders.edit">
      <PageHeader
        title={title}
        subtitle={t('ORDER_EDIT.SUBTITLE')}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Tooltip title={t('ORDER_EDIT.SHORTCUTS.TITLE')}>
              <IconButton onClick={() => setHelpOpen(true)} aria-label={t('ORDER_EDIT.SHORTCUTS.TITLE')}>
                <HelpOutlined />
              </IconButton>
            </Tooltip>
            <Button
              variant="contained"
              startIcon={actions.saving ? <CircularProgress size={16} color="inherit" /> : <Save />}
              onClick={actions.save}
              disabled={!form || actions.saving}
              data-testid="order-edit-save"
            >
              {t('COMMON.SAVE')}
            </Button>
          </Stack>
        }
      />
      {detail.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={t('COMMON.LOADING')} />
        </Box>
      ) : null}
      {detail.isError && !OUTCOME_CODES.includes(businessCode(detail.error) ?? 0) ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => detail.refetch()}>
              {t('COMMON.RETRY')}
            </Button>
          }
        >
          {t('ORDER_EDIT.LOAD_FAILED')}
        </Alert>
      ) : null}
      {conflict ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="order-edit-conflict"
          action={
            <Button color="inherit" size="small" startIcon={<Refresh />} onClick={() => detail.refetch()}>
              {t('ORDER_EDIT.RELOAD')}
            </Button>
          }
        >
          {t('ORDER_EDIT.VERSION_CONFLICT')}
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
                onCall={actions.call}
                calling={actions.calling}
                called={called}
              />
              <StatusSection form={form} onChange={patch} statusRef={statusRef} />
              <OrderLinesSection
                lines={lines}
                currency={currency}
                readOnly={readOnlyLines}
                onAdd={onAdd}
                onEdit={onEdit}
                onRemove={onRemove}
                productPickerRef={pickerRef}
              />
              {readOnlyLines ? null : (
                <PaymentDeliverySection
                  form={form}
                  onChange={patch}
                  timeZone={timeZone}
                  required={form.leadStatus === LEAD_STATUS.APPROVED}
                />
              )}
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
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Box>
  );
}
