import type { PushEventOf, PushEventType } from '@leadline/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type PushStatus, pushBus, pushStatus } from './push-bus';

/**
 * Calls `handler` for every pushed event of `type` while the component is mounted (the latest
 * handler is used, so it may close over fresh state without resubscribing).
 */
export function usePushEvent<T extends PushEventType>(
  type: T,
  handler: (event: PushEventOf<T>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => pushBus.subscribe(type, (event) => latest.current(event)), [type]);
}

/** The tab's push connection: 'open', 'reconnecting', ... (the live board shows it). */
export function usePushStatus(): PushStatus {
  return useSyncExternalStore(pushStatus.subscribe, pushStatus.get, pushStatus.get);
}
