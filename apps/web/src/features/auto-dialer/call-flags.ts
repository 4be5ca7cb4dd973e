import { STORAGE_KEYS } from '@leadline/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { browserStorage } from '../../shared/storage/browser-storage';

/** SPEC.md 3: the lead of the current or coming call, kept in the browser until the lead is saved. */
export interface LeadDataInfo {
  phone: string;
  leadId: number;
  assignmentAt: string | null;
}

const CHANGED = 'leadline:call-flags';
/**
 * The edit screen writes these flags too (without telling anyone), so readers also look at
 * storage every half second; our own writes announce themselves at once.
 */
const POLL_MS = 500;

export function readLeadDataInfo(): LeadDataInfo | null {
  const info = browserStorage.readJson<Partial<LeadDataInfo>>(STORAGE_KEYS.leadDataInfo);
  if (!info || typeof info.leadId !== 'number' || typeof info.phone !== 'string') return null;
  return { phone: info.phone, leadId: info.leadId, assignmentAt: info.assignmentAt ?? null };
}

export const isCallInProgress = () => Boolean(browserStorage.read(STORAGE_KEYS.isMakeCall));

const announce = () => window.dispatchEvent(new Event(CHANGED));

export function writeLeadDataInfo(info: LeadDataInfo | null): void {
  browserStorage.writeJson(STORAGE_KEYS.leadDataInfo, info);
  announce();
}

export function markCallStarted(): void {
  browserStorage.write(STORAGE_KEYS.isMakeCall, 'true');
  announce();
}

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, POLL_MS);
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const snapshot = () =>
  `${browserStorage.read(STORAGE_KEYS.isMakeCall) ?? ''}|${browserStorage.read(STORAGE_KEYS.leadDataInfo) ?? ''}`;

/** The stored call flags, kept current. */
export function useCallFlags(): { leadDataInfo: LeadDataInfo | null; isMakeCall: boolean } {
  const raw = useSyncExternalStore(subscribe, snapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot string is the dependency
  return useMemo(() => ({ leadDataInfo: readLeadDataInfo(), isMakeCall: isCallInProgress() }), [raw]);
}
