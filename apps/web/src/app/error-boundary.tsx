import { Alert, Box } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Translation } from 'react-i18next';
import { isStaleBuildError, reloadOnceForStaleBuild } from '../shared/stale-build/stale-build';

/** SPEC.md 8 render crash: one message instead of a blank page; the details go to the console. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // A page module of the build the tab was opened on is gone after a deployment: reload once.
    if (isStaleBuildError(error) && reloadOnceForStaleBuild()) return;
    console.error('render crash', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box sx={{ p: 4, display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <Translation>
          {(t) => (
            <Alert severity="error" data-testid="render-crash">
              {t('ERRORS.RENDER_CRASH')}
            </Alert>
          )}
        </Translation>
      </Box>
    );
  }
}
