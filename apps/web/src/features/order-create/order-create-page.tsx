import {
  currencyDecimals,
  DELAY_MS,
  findOrg,
  HQ_ORG_ID,
  PATHS,
  type ProductSummary,
  TYPE_LEADS,
  type TypeLead,
} from '@leadline/contracts';
import { AddShoppingCart } from '@mui/icons-material';
import { Box, Button, CircularProgress, Grid, Paper, Stack, TextField } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../shared/api/http-client';
import { useNotify } from '../../shared/notifications/notifications';
import { PageHeader } from '../../shared/ui/page-header';
import { AddressFields } from '../order-edit/address-fields';
import {
  initialPayment,
  orderCheck,
  PAYMENT_PROBLEMS,
  type PaymentForm,
  saleOrderBody,
} from '../order-edit/edit-form';
import { SectionTitle } from '../order-edit/lead-data-section';
import { useCampaignList, useCreateOrder } from '../order-edit/order-edit-queries';
import {
  addLine,
  changePrice,
  editLine,
  lineFromProduct,
  linesTotal,
  type OrderLine,
  removeLine,
} from '../order-edit/order-lines';
import { OrderLinesSection } from '../order-edit/order-lines-section';
import { PaymentDeliverySection } from '../order-edit/payment-delivery-section';
import { useIsTransfer } from '../order-edit/payment-extras';
import { useDelayedNavigate } from '../order-edit/use-order-edit-actions';
import { SelectField } from '../orders/filter-fields';
import { useOrderAccess } from '../orders/order-access';

interface Customer {
  customerName: string;
  phone: string;
  campaignId: number | '';
  provinceId: number | null;
  districtId: number | null;
  wardId: number | null;
  zipcode: string | null;
  street: string;
  note: string;
}

const EMPTY_CUSTOMER: Customer = {
  customerName: '',
  phone: '',
  campaignId: '',
  provinceId: null,
  districtId: null,
  wardId: null,
  zipcode: null,
  street: '',
  note: '',
};

const blank = (value: string) => value.trim() || undefined;

/**
 * /apps/orders/create/{typeLead}: a new lead and its order for a customer on the line. The server
 * applies intake's rules to the lead (phone of the org's region, duplicates refused) and the
 * save's to the order; 'Succeed!' then, after 1000 ms (SPEC.md 9), order management for the
 * leads flow ('lead') or validation for the other type (SPEC.md 2.4).
 */
export default function OrderCreatePage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const later = useDelayedNavigate();
  const params = useParams();
  const access = useOrderAccess();
  const typeLead: TypeLead = (TYPE_LEADS as readonly string[]).includes(params.typeLead ?? '')
    ? (params.typeLead as TypeLead)
    : 'lead';
  const campaigns = useCampaignList();
  const create = useCreateOrder();

  const [customer, setCustomer] = useState<Customer>(EMPTY_CUSTOMER);
  const [payment, setPayment] = useState<PaymentForm>(initialPayment);
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [paymentProblem, setPaymentProblem] = useState(false);
  const [done, setDone] = useState(false);

  const campaign = (campaigns.data ?? []).find((item) => item.id === customer.campaignId);
  const org = findOrg(campaign?.orgId ?? access.orgId ?? HQ_ORG_ID);
  const currency = org?.currency ?? 'VND';
  const decimals = currencyDecimals(currency);
  const isTransfer = useIsTransfer(payment.paymentMethodId);

  const edit = (change: Partial<Customer>) => setCustomer((current) => ({ ...current, ...change }));
  const changeLines = useCallback(
    (change: (current: OrderLine[]) => OrderLine[]) => {
      setLines(change);
      notify('success', t('COMMON.SUCCEED'));
    },
    [notify, t],
  );
  const onPayment = useCallback((change: Partial<PaymentForm>) => {
    setPayment((current) => ({ ...current, ...change }));
    setPaymentProblem(false);
  }, []);

  const submit = () => {
    if (create.isPending || done) return;
    if (!customer.customerName.trim() || !customer.phone.trim() || customer.campaignId === '') {
      notify('warning', t('MESSAGES.INPUT_FIELDS'));
      return;
    }
    const problem = orderCheck(payment, lines, decimals, isTransfer);
    setPaymentProblem(problem !== null && PAYMENT_PROBLEMS.includes(problem));
    if (problem) {
      notify('warning', t(problem));
      return;
    }
    create.mutate(
      {
        typeLead,
        body: {
          customerName: customer.customerName.trim(),
          phone: customer.phone.trim(),
          campaignId: customer.campaignId,
          provinceId: customer.provinceId ?? undefined,
          districtId: customer.districtId ?? undefined,
          wardId: customer.wardId ?? undefined,
          zipcode: customer.zipcode ?? undefined,
          street: blank(customer.street),
          note: blank(customer.note),
          saleOrder: saleOrderBody(payment, lines, decimals, isTransfer),
        },
      },
      {
        onSuccess: () => {
          setDone(true);
          notify('success', t('COMMON.SUCCEED'));
          later(typeLead === 'lead' ? PATHS.orderManagement : PATHS.validation, DELAY_MS.afterCreate);
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.envelope?.message : undefined;
          notify('error', message || t('ERRORS.CHECK_CONNECTION'));
          if (message && PAYMENT_PROBLEMS.some((key) => t(key) === message)) setPaymentProblem(true);
        },
      },
    );
  };

  const campaignOptions = (campaigns.data ?? [])
    .filter((item) => item.active)
    .map((item) => ({ value: item.id, label: `${item.name} · ${item.code}` }));

  return (
    <Box data-testid="page-orders.create">
      <PageHeader
        title={t('ORDER_EDIT.CREATE.TITLE')}
        subtitle={t('ORDER_EDIT.CREATE.SUBTITLE')}
        actions={
          <Button
            variant="contained"
            startIcon={
              create.isPending ? <CircularProgress size={16} color="inherit" /> : <AddShoppingCart />
            }
            onClick={submit}
            disabled={create.isPending || done}
            data-testid="order-create-submit"
            data-state={done ? 'done' : create.isPending ? 'pending' : 'idle'}
          >
            {t('ORDER_EDIT.CREATE.CREATE')}
          </Button>
        }
      />
      <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
        <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="order-create-customer">
          <SectionTitle>{t('ORDER_EDIT.SECTION.CUSTOMER')}</SectionTitle>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                size="small"
                fullWidth
                required
                label={t('ORDER_EDIT.FIELD.CUSTOMER_NAME')}
                value={customer.customerName}
                onChange={(event) => edit({ customerName: event.target.value })}
                slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'order-create-name' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                size="small"
                fullWidth
                required
                label={t('ORDER_EDIT.FIELD.PHONE')}
                value={customer.phone}
                onChange={(event) => edit({ phone: event.target.value })}
                slotProps={{
                  htmlInput: { maxLength: 32, inputMode: 'tel', 'data-testid': 'order-create-phone' },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectField<number>
                label={t('ORDER_EDIT.CREATE.CAMPAIGN')}
                value={customer.campaignId}
                options={campaignOptions}
                onChange={(value) => edit({ campaignId: value })}
                testId="order-create-campaign"
              />
            </Grid>
            <Grid size={12}>
              <AddressFields
                country={org?.country ?? null}
                value={customer}
                onChange={(next) => edit(next)}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                size="small"
                fullWidth
                label={t('ORDER_EDIT.FIELD.STREET')}
                value={customer.street}
                onChange={(event) => edit({ street: event.target.value })}
                slotProps={{ htmlInput: { maxLength: 300 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                size="small"
                fullWidth
                label={t('ORDER_EDIT.FIELD.NOTE')}
                value={customer.note}
                onChange={(event) => edit({ note: event.target.value })}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            </Grid>
          </Grid>
        </Paper>
        <OrderLinesSection
          lines={lines}
          currency={currency}
          readOnly={false}
          onAdd={(product: ProductSummary) =>
            changeLines((current) => addLine(current, lineFromProduct(product)))
          }
          onEdit={(line) => changeLines((current) => editLine(current, line))}
          onRemove={(line) => changeLines((current) => removeLine(current, line))}
          onPrice={(line, price) => changeLines((current) => changePrice(current, line, price))}
        />
        <PaymentDeliverySection
          form={payment}
          onChange={onPayment}
          timeZone={access.timeZone || org?.timeZone || 'UTC'}
          required
          currency={currency}
          subtotal={linesTotal(lines)}
          paymentProblem={paymentProblem}
        />
      </Stack>
    </Box>
  );
}
