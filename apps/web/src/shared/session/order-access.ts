import { HQ_ORG_ID, isAgentOnly, mayCallEndpoint } from '@leadline/contracts';
import { useMemo } from 'react';
import { CLIENT_ENDPOINTS } from '../api/client-endpoints';
import { useSession } from './session';

/** What the signed-in user may do on the order screens. */
export interface OrderAccess {
  /** Every role is an agent role (12, 27): the lists show only their own leads, no agent filter. */
  agentOnly: boolean;
  /** Headquarters (org 0) reads every org and picks one in the filters. */
  hq: boolean;
  /** The reassign call's access row (REASSIGN_ROLES). */
  canReassign: boolean;
  /** Saves leads and calls customers: false for a read-only role (the auditor views only). */
  canEditLeads: boolean;
  /** Schedules callbacks: the callback group (SPEC.md 6); others are not offered callback statuses. */
  canScheduleCallbacks: boolean;
  orgId: number;
  timeZone: string;
}

export function orderAccessOf(roles: readonly number[], orgId: number, timeZone: string): OrderAccess {
  return {
    agentOnly: isAgentOnly(roles),
    hq: orgId === HQ_ORG_ID,
    canReassign: mayCallEndpoint(CLIENT_ENDPOINTS.reassign, roles),
    canEditLeads: mayCallEndpoint(CLIENT_ENDPOINTS.saveLead, roles),
    canScheduleCallbacks: mayCallEndpoint(CLIENT_ENDPOINTS.scheduleCallback, roles),
    orgId,
    timeZone,
  };
}

export function useOrderAccess(): OrderAccess {
  const { me } = useSession();
  const info = me?.info;
  return useMemo(() => orderAccessOf(info?.roles ?? [], info?.orgId ?? -1, info?.timeZone ?? 'UTC'), [info]);
}
