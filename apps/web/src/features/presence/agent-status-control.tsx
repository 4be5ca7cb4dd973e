import { AGENT_STATE, reasonRequired, SELECTABLE_AGENT_STATES } from '@leadline/contracts';
import { ArrowDropDown, Check } from '@mui/icons-material';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionEvents } from '../../shared/api/session-events';
import { useLatched } from '../../shared/ui/use-latched';
import { stateLabelKey } from './agent-state-colors';

// Loaded when Break or Busy first asks for a reason (docs/web.md).
const ReasonDialog = lazy(() => import('./reason-dialog').then((m) => ({ default: m.ReasonDialog })));

import { StateDot } from './state-dot';
import { useMyAgentState } from './use-agent-state';

/**
 * The toolbar's agent-status control (SPEC.md 1, 4): the current state with its dot, a menu of
 * Available, Break, Busy and Unavailable, and the reason dialog for Break and Busy from Available.
 */
export function AgentStatusControl() {
  const { t } = useTranslation();
  const { state, change } = useMyAgentState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reasonFor, setReasonFor] = useState<number | null>(null);
  const reasonUsed = useLatched(reasonFor !== null);
  if (!state) return null;

  const send = (code: number, message?: string) =>
    change.mutate(
      { code, message },
      {
        onSuccess: (data) => {
          setReasonFor(null);
          sessionEvents.emit({
            type: 'notify',
            severity: 'success',
            message: t('PRESENCE.CHANGED', { state: t(stateLabelKey(data.valueCode)) }),
          });
        },
      },
    );

  const choose = (code: number) => {
    setAnchor(null);
    if (code === state.valueCode) return;
    if (reasonRequired(state.valueCode, code)) setReasonFor(code);
    else send(code);
  };

  return (
    <>
      <Tooltip title={t('PRESENCE.STATUS_MENU')}>
        <Button
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={`${t('PRESENCE.STATUS_LABEL')}: ${t(stateLabelKey(state.valueCode))}`}
          data-testid="agent-status"
          data-state-code={state.valueCode}
          sx={{ gap: 1, px: 1, textTransform: 'none', minWidth: 0 }}
          endIcon={<ArrowDropDown />}
        >
          <StateDot code={state.valueCode} />
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }} noWrap>
            {t(stateLabelKey(state.valueCode))}
          </Typography>
        </Button>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {SELECTABLE_AGENT_STATES.map((code) => (
          <MenuItem
            key={code}
            selected={code === state.valueCode}
            onClick={() => choose(code)}
            data-testid={`agent-status-option-${code}`}
          >
            <ListItemIcon>
              <StateDot code={code} size={12} />
            </ListItemIcon>
            <ListItemText>{t(stateLabelKey(code))}</ListItemText>
            {code === state.valueCode ? <Check fontSize="small" sx={{ ml: 2 }} /> : null}
          </MenuItem>
        ))}
      </Menu>
      {reasonUsed ? (
        <Suspense fallback={null}>
          <ReasonDialog
            target={reasonFor}
            pending={change.isPending}
            onConfirm={(reason) => send(reasonFor ?? AGENT_STATE.BREAK, reason)}
            onClose={() => setReasonFor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
