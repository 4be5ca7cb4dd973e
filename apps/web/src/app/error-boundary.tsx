import { Alert, Box } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

/** SPEC.md 8 render crash: one message instead of a blank page; the details go to the console. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
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
