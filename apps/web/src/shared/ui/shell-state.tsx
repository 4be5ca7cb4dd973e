import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** Open/closed state of the shell's drawers and dialogs (SPEC.md 4: fold and mobile drawer). */
interface ShellState {
  mobileNavOpen: boolean;
  setMobileNavOpen(open: boolean): void;
  settingsOpen: boolean;
  setSettingsOpen(open: boolean): void;
  changePasswordOpen: boolean;
  setChangePasswordOpen(open: boolean): void;
}

const ShellContext = createContext<ShellState | null>(null);

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [changePasswordOpen, setChangePasswordOpen] = useState(false);
  const value = useMemo(
    () => ({
      mobileNavOpen,
      setMobileNavOpen,
      settingsOpen,
      setSettingsOpen,
      changePasswordOpen,
      setChangePasswordOpen,
    }),
    [mobileNavOpen, settingsOpen, changePasswordOpen],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShellState(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShellState outside ShellStateProvider');
  return state;
}
