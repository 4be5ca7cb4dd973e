import { type ReactNode, useContext, useMemo, useRef } from 'react';
import { type Navigator, type To, UNSAFE_NavigationContext } from 'react-router';

const pathnameOf = (to: To): string =>
  typeof to === 'string' ? (to.split(/[?#]/)[0] ?? '') : (to.pathname ?? '');

/**
 * Turns the navigations of the screen inside it to one of `exits` into `onExit(path)`. The
 * auto-dialer shows the order edit screen as it is; where that screen leaves the lead (the list
 * after a save, trash management, the held-lead redirect, deny-lead-access), the dialer moves to
 * the agent's next lead instead. Other navigations pass through unchanged.
 */
export function ExitInterceptor({
  exits,
  onExit,
  children,
}: {
  exits: readonly string[];
  onExit: (path: string) => void;
  children: ReactNode;
}) {
  const parent = useContext(UNSAFE_NavigationContext);
  const onExitRef = useRef(onExit);
  onExitRef.current = onExit;
  const value = useMemo(() => {
    const outer = parent.navigator;
    const intercepted = (to: To) => {
      const path = pathnameOf(to);
      if (!exits.includes(path)) return false;
      onExitRef.current(path);
      return true;
    };
    const navigator: Navigator = {
      createHref: (to) => outer.createHref(to),
      encodeLocation: outer.encodeLocation ? (to) => outer.encodeLocation!(to) : undefined,
      go: (delta) => outer.go(delta),
      push: (to, state, options) => {
        if (!intercepted(to)) outer.push(to, state, options);
      },
      replace: (to, state, options) => {
        if (!intercepted(to)) outer.replace(to, state, options);
      },
    };
    return { ...parent, navigator };
  }, [parent, exits]);
  return <UNSAFE_NavigationContext.Provider value={value}>{children}</UNSAFE_NavigationContext.Provider>;
}
