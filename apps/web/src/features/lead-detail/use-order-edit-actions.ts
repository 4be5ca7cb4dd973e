import {
  ADDRESS_FIELD_LABEL_KEYS,
  type AddressField,
  DELAY_MS,
  isCallbackStatus,
  LEAD_DETAIL_CODE,
  LEAD_STATUS,
  type OrderDetail,
  PATHS,
  SO_STATUS,
  STORAGE_KEYS,
} from '@leadline/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/http-client';
import { useNotify } from '../../shared/notifications/notifications';
import { browserStorage } from '../../shared/storage/browser-storage';
import { ORDER_LIST_AUTO_OPEN_STATE } from '../orders';
import {
  buildSaveBody,
  clientCheck,
  type EditForm,
  missingAddressOf,
  orderCheck,
  PAYMENT_PROBLEMS,
  saleOrderBody,
} from './edit-form';
import { useSaveLead, useScheduleCallback, useStartCall, useUpdateSaleOrder } from './lead-detail-queries';
import type { OrderLine } from './order-lines';

export const businessCode = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.envelope?.code : undefined;

/** The server's message of a refusal, if it sent one. */
export const refusalMessage = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.envelope?.message : undefined;

/** The input field a refusal names (the server's `field`: phone, campaignId...), or null. */
export const refusedField = (error: unknown): string | null => {
  const data = error instanceof ApiError ? (error.envelope?.data as { field?: unknown } | null) : null;
  return typeof data?.field === 'string' ? data.field : null;
};

/** The address fields a refusal names (the server's `missingAddress`), or none. */
export const refusedAddress = (error: unknown): AddressField[] => {
  const data = error instanceof ApiError ? (error.envelope?.data as { missingAddress?: unknown }) : null;
  return Array.isArray(data?.missingAddress) ? (data.missingAddress as AddressField[]) : [];
};

/** Whether a refusal's message is one of SPEC.md 5's payment problems (EDITORDER.PAYMENT_MESSAGE). */
export const isPaymentRefusal = (message: string | undefined, t: (key: string) => string) =>
  Boolean(message && PAYMENT_PROBLEMS.some((key) => t(key) === message));

/** Redirects that wait (SPEC.md 2.4 and 9) are dropped when the screen goes away first. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );
  return useCallback(
    (path: string, delay: number) => {
      timers.current.push(window.setTimeout(() => navigate(path, { replace: true }), delay));
    },
    [navigate],
  );
}

/** SPEC.md 2.4 and 8: where a failed detail load goes. */
export function useDetailOutcome(error: unknown) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const later = useDelayedNavigate();
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!error || handled.current === error) return;
    handled.current = error;
    const code = businessCode(error);
    const message = refusalMessage(error);
    if (code === LEAD_DETAIL_CODE.IN_TRASH) {
      notify('warning', message || t('ORDER_EDIT.LEAD_IN_TRASH'));
      later(PATHS.trashManagement, DELAY_MS.redirectOnDeletedLead);
    } else if (code === LEAD_DETAIL_CODE.DENIED) {
      navigate(PATHS.denyLeadAccess, { replace: true });
    } else if (code === LEAD_DETAIL_CODE.FORBIDDEN) {
      notify('error', message || t('ORDER_EDIT.LEAD_HELD'));
      later(PATHS.orderList, DELAY_MS.onForbiddenLead);
    } else if (message) {
      notify('error', message);
    }
  }, [error, later, navigate, notify, t]);
}

export const clearCallFlags = () => {
  browserStorage.write(STORAGE_KEYS.isMakeCall, null);
  browserStorage.write(STORAGE_KEYS.leadDataInfo, null);
};

/** A pending sale order (typeLead so) can still be changed through PUT update SO. */
export const isEditableOrder = (detail: OrderDetail | undefined) =>
  Boolean(detail?.soData && detail.soData.status === SO_STATUS.PENDING);

/** Call and save, with their messages and redirects (SPEC.md 2.4, 4 and 8). */
export function useOrderEditActions({
  detail,
  form,
  lines,
  called,
  fromList,
  decimals,
  isTransfer,
  onCalled,
  onConflict,
  onPaymentProblem,
  onAddressProblem,
  onLinesWouldDrop,
  onSaved,
}: {
  detail: OrderDetail | undefined;
  form: EditForm | null;
  lines: readonly OrderLine[];
  called: boolean;
  fromList: boolean;
  decimals: number;
  isTransfer: boolean;
  onCalled: () => void;
  onConflict: () => void;
  onPaymentProblem: (problem: boolean) => void;
  /** The address fields an order lacks (marked on the form), or none. */
  onAddressProblem: (missing: AddressField[]) => void;
  /** A save would leave the lines behind: the page asks, then saves with `{dropLines: true}`. */
  onLinesWouldDrop: () => void;
  /** Saved: called before the screen moves on (the unsaved-changes guard lets that move go). */
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const later = useDelayedNavigate();
  const startCall = useStartCall();
  const saveLead = useSaveLead();
  const schedule = useScheduleCallback();
  const updateOrder = useUpdateSaleOrder();
  const lead = detail?.leadData;

  const call = useCallback(() => {
    if (!lead || startCall.isPending) return;
    startCall.mutate(
      { phone: lead.phone, leadId: lead.leadId },
      {
        onSuccess: () => {
          // SPEC.md 3 and 4: the flags the call leaves in the browser until the lead is saved.
          browserStorage.write(STORAGE_KEYS.isMakeCall, 'true');
          browserStorage.writeJson(STORAGE_KEYS.leadDataInfo, {
            phone: lead.phone,
            leadId: lead.leadId,
            assignmentAt: lead.assignedAt,
          });
          notify('info', t('ORDER_EDIT.CALL_STARTED', { phone: lead.phone }));
          onCalled();
        },
        onError: (error) => notify('error', refusalMessage(error) || t('ERRORS.CHECK_CONNECTION')),
      },
    );
  }, [lead, startCall, notify, t, onCalled]);

  const saving = saveLead.isPending || schedule.isPending || updateOrder.isPending;

  /** A refusal: its message; 409 offers the reload; a payment rule shows EDITORDER.PAYMENT_MESSAGE. */
  const refused = useCallback(
    (error: unknown) => {
      const code = businessCode(error);
      if (code === LEAD_DETAIL_CODE.CONFLICT) {
        notify('error', t('ORDER_EDIT.VERSION_CONFLICT'));
        onConflict();
        return;
      }
      const message = refusalMessage(error);
      notify('error', message || t('ERRORS.CHECK_CONNECTION'));
      if (isPaymentRefusal(message, t)) onPaymentProblem(true);
      onAddressProblem(refusedAddress(error));
      if (code === LEAD_DETAIL_CODE.FORBIDDEN) later(PATHS.orderList, DELAY_MS.onForbiddenLead);
    },
    [notify, t, onConflict, onPaymentProblem, onAddressProblem, later],
  );

  const save = useCallback(
    async (options: { dropLines?: boolean } = {}) => {
      if (!lead || !form || saving) return;
      const editableOrder = isEditableOrder(detail) ? detail?.soData : null;
      const problem =
        clientCheck(form, lead, lines, called, decimals) ??
        (editableOrder ? orderCheck(form, lines, decimals) : null);
      onPaymentProblem(problem !== null && PAYMENT_PROBLEMS.includes(problem));
      if (problem) {
        notify('warning', t(problem));
        return;
      }
      // An order is taken only to a deliverable address: say which field is missing before saving.
      const ordering = called && form.leadStatus === LEAD_STATUS.APPROVED && form.leadStatus !== lead.status;
      const missing = ordering ? missingAddressOf(form) : [];
      onAddressProblem(missing);
      if (missing.length > 0) {
        const fields = missing.map((field) => t(ADDRESS_FIELD_LABEL_KEYS[field])).join(', ');
        notify('warning', t('ORDER_EDIT.ADDRESS_INCOMPLETE', { fields }));
        return;
      }
      const body = buildSaveBody(form, lead, lines, decimals, isTransfer);
      // Lines are an order only with Approved: never leave them behind without asking.
      const dropsLines =
        lines.length > 0 && !body.saleOrder && !editableOrder && lead.status !== LEAD_STATUS.APPROVED;
      if (dropsLines && !options.dropLines) {
        onLinesWouldDrop();
        return;
      }
      const callback = isCallbackStatus(form.leadStatus) && form.leadStatus !== lead.status;
      try {
        if (editableOrder) {
          await updateOrder.mutateAsync({
            soId: editableOrder.id,
            body: { ...saleOrderBody(form, lines, decimals, isTransfer), version: editableOrder.version },
          });
        }
        // SPEC.md 4 'Callback': the schedule first, then the lead info, then the flags and the list.
        if (callback && body.reasonId !== undefined && body.callbackAt) {
          await schedule.mutateAsync({
            leadId: lead.leadId,
            leadStatus: form.leadStatus as 33 | 34 | 35,
            reasonId: body.reasonId,
            scheduledAt: body.callbackAt,
          });
        }
        await saveLead.mutateAsync({ leadId: lead.leadId, body });
      } catch (error) {
        refused(error);
        return;
      }
      notify('success', t('COMMON.SUCCEED'));
      clearCallFlags();
      onSaved?.();
      if (callback || fromList) navigate(PATHS.orderList, { state: ORDER_LIST_AUTO_OPEN_STATE });
      else navigate(PATHS.orderManagement);
    },
    [
      lead,
      form,
      saving,
      detail,
      lines,
      called,
      decimals,
      isTransfer,
      onPaymentProblem,
      onAddressProblem,
      onLinesWouldDrop,
      onSaved,
      notify,
      t,
      updateOrder,
      schedule,
      saveLead,
      refused,
      fromList,
      navigate,
    ],
  );

  return { call, save, calling: startCall.isPending, saving };
}
