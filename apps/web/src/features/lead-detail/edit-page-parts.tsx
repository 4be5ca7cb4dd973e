import {
  LEAD_DETAIL_CODE,
  type OrderDetail,
  priceTiers,
  TYPE_LEADS,
  type TypeLead,
} from '@leadline/contracts';
import { HelpOutlined, Refresh, Save } from '@mui/icons-material';
import { Alert, Box, Button, CircularProgress, IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { OrderLine } from './order-lines';
import { businessCode } from './use-order-edit-actions';

/** Detail codes the screen routes on (SPEC.md 2.4); they need no error banner. */
const OUTCOME_CODES: readonly number[] = [
  LEAD_DETAIL_CODE.IN_TRASH,
  LEAD_DETAIL_CODE.DENIED,
  LEAD_DETAIL_CODE.FORBIDDEN,
];

/** The route's typeLead; an unknown one is the leads flow's. */
export function useTypeLead(): TypeLead {
  const { typeLead } = useParams();
  return (TYPE_LEADS as readonly string[]).includes(typeLead ?? '') ? (typeLead as TypeLead) : 'lead';
}

/**
 * Where the lead was opened from: the listorder routes are the list's; otherwise the router state
 * `{from: 'list' | 'management'}` the list pages pass. Without either (an address typed or
 * bookmarked) the save goes on to order management, as SPEC.md 2.4's "otherwise" says.
 */
export function cameFromList(pathname: string, state: unknown): boolean {
  if (pathname.includes('/listorder/')) return true;
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return from === 'list';
}

/** The price sold stays one of the line's tiers even if the product's tiers changed since. */
const tiersWith = (tiers: number[], price: number) => (tiers.includes(price) ? tiers : [...tiers, price]);

/** The lines of a loaded sale order, as the screen holds them: type, combo elements and tiers included. */
export const linesOf = (detail: OrderDetail): OrderLine[] =>
  (detail.soData?.items ?? []).map((item) => ({
    prodId: item.prodId,
    prodName: item.prodName,
    productType: item.productType,
    productTypeName: item.productTypeName,
    price: item.price,
    quantity: item.quantity,
    stockAvailable: item.stockAvailable,
    isOutOfStock: item.isOutOfStock,
    dscrForAgent: item.dscrForAgent,
    productInCombo: item.productInCombo,
    priceTiers: tiersWith(priceTiers(item.productPrice), item.price),
    promotion: null,
    promotionId: item.promotionId,
  }));

export function HeaderActions({
  onHelp,
  onSave,
  saving,
  disabled,
}: {
  onHelp: () => void;
  onSave: () => void;
  saving: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Tooltip title={t('ORDER_EDIT.SHORTCUTS.TITLE')}>
        <IconButton onClick={onHelp} aria-label={t('ORDER_EDIT.SHORTCUTS.TITLE')}>
          <HelpOutlined />
        </IconButton>
      </Tooltip>
      <Button
        variant="contained"
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <Save />}
        onClick={onSave}
        disabled={disabled || saving}
        data-testid="order-edit-save"
      >
        {t('COMMON.SAVE')}
      </Button>
    </Stack>
  );
}

/** Loading, a failed load (not one of the routed outcomes) and the version conflict's reload. */
export function DetailBanners({
  loading,
  error,
  conflict,
  onReload,
}: {
  loading: boolean;
  error: unknown;
  conflict: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={t('COMMON.LOADING')} />
        </Box>
      ) : null}
      {error && !OUTCOME_CODES.includes(businessCode(error) ?? 0) ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onReload}>
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
            <Button color="inherit" size="small" startIcon={<Refresh />} onClick={onReload}>
              {t('ORDER_EDIT.RELOAD')}
            </Button>
          }
        >
          {t('ORDER_EDIT.VERSION_CONFLICT')}
        </Alert>
      ) : null}
    </>
  );
}
