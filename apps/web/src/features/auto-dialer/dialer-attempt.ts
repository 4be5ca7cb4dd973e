import { dialerDue } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';

/** What the dialer page reads of the lead it shows (the edit screen's lead data). */
interface DialerLead {
  leadId: number;
  phone: string;
  status: number;
  agent: { id: number } | null;
  assignedAt: string | null;
  lastCallAt: string | null;
  nextAttemptAt: string | null;
  nextCallbackAt: string | null;
}

export type NotDialledCode = 'called' | 'redial' | 'callback' | 'status' | 'noPhone' | 'notYours' | 'manual';

export interface DialerAttempt {
  /** When the lead's current attempt began (the stored leadDataInfo's assignmentAt); null: none. */
  attemptFrom: string | null;
  /** The lead may be dialled automatically in this attempt (the agent's state aside). */
  dialable: boolean;
  /** Why the lead is not dialled, said on the header; null when it is (or will be). */
  notDialled: { code: NotDialledCode; text: string } | null;
}

/**
 * Whether the dialer calls the lead it shows, and otherwise why not (a lead called two months ago
 * and due again was once never dialled, and nothing said so). The attempt starts when the lead fell
 * due (contracts' dialerDue, the queue's own rule), so a call before that does not count.
 */
export function useDialerAttempt(
  lead: DialerLead | undefined,
  { userId, autoCall, timeZone }: { userId: number | null | undefined; autoCall: boolean; timeZone: string },
): DialerAttempt {
  const { t } = useTranslation();
  if (!lead) return { attemptFrom: null, dialable: false, notDialled: null };
  const due = dialerDue(lead, Date.now());
  const attemptFrom = due.due ? due.since : null;
  const reason = (code: NotDialledCode, time?: string | null): DialerAttempt => ({
    attemptFrom,
    dialable: false,
    notDialled: {
      code,
      text: t(`AUTO_DIALER.NOT_DIALLED.${code}`, { time: time ? formatDateTime(time, timeZone) : '' }),
    },
  });
  if (!autoCall) return reason('manual');
  if (lead.agent?.id !== userId) return reason('notYours');
  if (!lead.phone) return reason('noPhone');
  if (!due.due) return due.reason === 'status' ? reason('status') : reason(due.reason, due.at);
  if (!attemptFrom) return reason('notYours');
  if (lead.lastCallAt && Date.parse(lead.lastCallAt) >= Date.parse(attemptFrom))
    return reason('called', lead.lastCallAt);
  return { attemptFrom, dialable: true, notDialled: null };
}
