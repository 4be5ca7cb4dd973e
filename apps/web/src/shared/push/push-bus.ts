import type { PushEvent, PushEventOf, PushEventType } from '@leadline/contracts';

type Handler = (event: PushEvent) => void;

const handlers = new Map<PushEventType, Set<Handler>>();

/** Where the tab's push connection hands its events; features subscribe through usePushEvent. */
export const pushBus = {
  emit(event: PushEvent): void {
    for (const handler of handlers.get(event.type) ?? []) handler(event);
  },
  subscribe<T extends PushEventType>(type: T, handler: (event: PushEventOf<T>) => void): () => void {
    let set = handlers.get(type);
    if (!set) {
      set = new Set();
      handlers.set(type, set);
    }
    const wrapped = handler as Handler;
    set.add(wrapped);
    return () => set.delete(wrapped);
  },
};

export type PushStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

const statusListeners = new Set<(status: PushStatus) => void>();
let currentStatus: PushStatus = 'stopped';

export const pushStatus = {
  get: () => currentStatus,
  set(status: PushStatus) {
    currentStatus = status;
    for (const listener of statusListeners) listener(status);
  },
  subscribe(listener: (status: PushStatus) => void): () => void {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },
};
