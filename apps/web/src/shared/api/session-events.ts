/**
 * Events the response handling raises for the shell (SPEC.md 8): auto logout (expired or
 * missing session), a blocked agent (401/403 with the server's message) and messages to show.
 */
export type SessionEvent =
  | { type: 'autoLogout'; messageKey: string }
  | { type: 'blockAgent'; message: string }
  | {
      type: 'notify';
      severity: 'error' | 'warning' | 'success' | 'info';
      message?: string;
      messageKey?: string;
    };

type Listener = (event: SessionEvent) => void;

const listeners = new Set<Listener>();

export const sessionEvents = {
  emit(event: SessionEvent): void {
    for (const listener of listeners) listener(event);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
