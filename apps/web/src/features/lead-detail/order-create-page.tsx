import {
  ADDRESS_FIELD_LABEL_KEYS,
  type AddressField,
  currencyDecimals,
  DELAY_MS,
  findOrg,
  HQ_ORG_ID,
  PATHS,
} from '@leadline/contracts';
import { AddShoppingCart } from '@mui/icons-material';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../shared/form/use-unsaved-changes';
import { SelectField } from '../../shared/list/filter-fields';
import { useNotify } from '../../shared/notifications/notifications';
import { useCampaigns } from '../../shared/reference/use-reference-lists';
import { useOrderAccess } from '../../shared/session/order-access';
import { PageHeader } from '../../shared/ui/page-header';
import { CustomerSection } from './customer-section';
import {
  type CustomerForm,
  emptyCustomer,
  initialPayment,
  missingAddressOf,
  orderCheck,
  PAYMENT_PROBLEMS,
  type PaymentForm,
  saleOrderBody,
} from './edit-form';
import { useTypeLead } from './edit-page-parts';
import { TextInput } from './form-fields';
import { useCreateOrder } from './lead-detail-queries';
import { linesTotal } from './order-lines';
import { OrderLinesSection } from './order-lines-section';
import { PaymentDeliverySection } from './payment-delivery-section';
import { useIsTransfer } from './payment-extras';
import {
  isPaymentRefusal,
  refusalMessage,
  refusedAddress,
  refusedField,
  useDelayedNavigate,
} from './use-order-edit-actions';
import { useOrderLines } from './use-order-lines';

/** The new lead: the edit screen's customer fields, with the phone typed in and its campaign. */
interface NewCustomer extends CustomerForm {
  phone: string;
  campaignId: number | '';
}

const EMPTY_CUSTOMER: NewCustomer = { ...emptyCustomer, phone: '', campaignId: '' };

/** The fields order creation needs, with their labels: a submit without them names them all. */
const REQUIRED_FIELDS = [
  { field: 'customerName', label: 'ORDER_EDIT.FIELD.CUSTOMER_NAME' },
  { field: 'phone', label: 'ORDER_EDIT.FIELD.PHONE' },
  { field: 'campaignId', label: 'ORDER_EDIT.CREATE.CAMPAIGN' },
] as const;
type RequiredField = (typeof REQUIRED_FIELDS)[number]['field'];

const missingRequired = (customer: NewCustomer): RequiredField[] =>
  REQUIRED_FIELDS.filter(({ field }) => String(customer[field]).trim() === '').map(({ field }) => field);

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
  const typeLead = useTypeLead();
  const access = useOrderAccess();
  const campaigns = useCampaigns();
  const create = useCreateOrder();

  const [customer, setCustomer] = useState<NewCustomer>(EMPTY_CUSTOMER);
  const [payment, setPayment] = useState<PaymentForm>(initialPayment);
  const { lines, handlers } = useOrderLines();
  const [paymentProblem, setPaymentProblem] = useState(false);
  // The address fields a submit found missing: marked until the agent changes the address.
  const [addressProblem, setAddressProblem] = useState<AddressField[]>([]);
  // Required fields a submit found empty, and the server's refusal of the phone (its message): each
  // marked on its field until that field changes.
  const [missing, setMissing] = useState<RequiredField[]>([]);
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // Anything typed or picked, until the order is created (docs/decisions.md 'Leaving a changed
  // form').
  const touched = JSON.stringify(customer) !== JSON.stringify(EMPTY_CUSTOMER) || lines.length > 0;
  const unsaved = useUnsavedChanges(touched && !done);

  const campaign = (campaigns.data ?? []).find((item) => item.id === customer.campaignId);
  const org = findOrg(campaign?.orgId ?? access.orgId ?? HQ_ORG_ID);
  const currency = org?.currency ?? 'VND';
  const decimals = currencyDecimals(currency);
  const isTransfer = useIsTransfer(payment.paymentMethodId);

  const edit = (change: Partial<NewCustomer>) => {
    setCustomer((current) => ({ ...current, ...change }));
    setMissing((current) => current.filter((field) => !(field in change)));
    if ('phone' in change) setPhoneProblem(null);
    if ('provinceId' in change || 'wardId' in change || 'street' in change) setAddressProblem([]);
  };
  const onPayment = useCallback((change: Partial<PaymentForm>) => {
    setPayment((current) => ({ ...current, ...change }));
    setPaymentProblem(false);
  }, []);

  const submit = () => {
    if (create.isPending || done) return;
    const empty = missingRequired(customer);
    setMissing(empty);
    if (empty.length > 0) {
      const labels = REQUIRED_FIELDS.filter(({ field }) => empty.includes(field)).map(({ label }) =>
        t(label),
      );
      notify('warning', t('ORDER_EDIT.FIELDS_MISSING', { fields: labels.join(', ') }));
      return;
    }
    const { campaignId } = customer;
    if (campaignId === '') return;
    const problem = orderCheck(payment, lines, decimals);
    setPaymentProblem(problem !== null && PAYMENT_PROBLEMS.includes(problem));
    if (problem) {
      notify('warning', t(problem));
      return;
    }
    // An order is taken only to a deliverable address: say which field is missing first.
    const missing = missingAddressOf(customer);
    setAddressProblem(missing);
    if (missing.length > 0) {
      const fields = missing.map((field) => t(ADDRESS_FIELD_LABEL_KEYS[field])).join(', ');
      notify('warning', t('ORDER_EDIT.ADDRESS_INCOMPLETE', { fields }));
      return;
    }
    create.mutate(
      {
        typeLead,
        body: {
          customerName: customer.customerName.trim(),
          phone: customer.phone.trim(),
          campaignId,
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
          const message = refusalMessage(error);
          notify('error', message || t('ERRORS.CHECK_CONNECTION'));
          if (isPaymentRefusal(message, t)) setPaymentProblem(true);
          setAddressProblem(refusedAddress(error));
          setPhoneProblem(refusedField(error) === 'phone' ? (message ?? null) : null);
          if (refusedField(error) === 'campaignId') setMissing(['campaignId']);
        },
      },
    );
  };

  const campaignOptions = (campaigns.data ?? [])
    .filter((item) => item.active)
    .map((item) => ({ value: item.id, label: `${item.name} · ${item.code}` }));

  return (
    <Box data-testid="page-orders.create">
      {unsaved.dialog}
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
        <CustomerSection
          testId="order-create-customer"
          idPrefix="order-create"
          form={customer}
          onChange={edit}
          country={org?.country ?? null}
          missingAddress={addressProblem}
          nameRequired
          nameMissing={missing.includes('customerName')}
          phone={
            <TextInput
              required
              label={t('ORDER_EDIT.FIELD.PHONE')}
              value={customer.phone}
              onChange={(phone) => edit({ phone })}
              error={missing.includes('phone') || phoneProblem !== null}
              helperText={phoneProblem ?? undefined}
              maxLength={32}
              inputMode="tel"
              testId="order-create-phone"
            />
          }
          beside={
            <SelectField<number>
              required
              error={missing.includes('campaignId')}
              label={t('ORDER_EDIT.CREATE.CAMPAIGN')}
              value={customer.campaignId}
              options={campaignOptions}
              onChange={(campaignId) => edit({ campaignId })}
              testId="order-create-campaign"
            />
          }
        />
        <OrderLinesSection lines={lines} currency={currency} readOnly={false} {...handlers} />
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
