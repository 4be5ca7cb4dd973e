import { PATHS } from '@leadline/contracts';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type ErrorKind = 'notFound' | 'serverError' | 'denyAccess' | 'denyLeadAccess';

const TEXTS: Record<ErrorKind, { title: string; text: string; code: string }> = {
  notFound: { title: 'ERRORS.NOT_FOUND_TITLE', text: 'ERRORS.NOT_FOUND_TEXT', code: '404' },
  serverError: { title: 'ERRORS.SERVER_ERROR_TITLE', text: 'ERRORS.SERVER_ERROR_TEXT', code: '500' },
  denyAccess: { title: 'ERRORS.DENY_ACCESS_TITLE', text: 'ERRORS.DENY_ACCESS_TEXT', code: '403' },
  denyLeadAccess: {
    title: 'ERRORS.DENY_LEAD_ACCESS_TITLE',
    text: 'ERRORS.DENY_LEAD_ACCESS_TEXT',
    code: '400',
  },
};

/** Error pages hide the navbar, toolbar and footer (SPEC.md 2.3) and lead back to the dashboard. */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        p: 3,
        bgcolor: 'background.default',
      }}
      data-testid={`error-page-${kind}`}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography
          variant="h1"
          component="div"
          sx={{ fontWeight: 700, color: 'primary.main', fontSize: { xs: 72, sm: 112 } }}
        >
          {texts.code}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 1, fontWeight: 600 }}>
          {t(texts.title)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t(texts.text)}
        </Typography>
        <Button component={RouterLink} to={PATHS.dashboard} variant="contained">
          {t('ERRORS.BACK_TO_DASHBOARD')}
        </Button>
      </Box>
    </Box>
  );
}

export const NotFoundPage = () => <ErrorPage kind="notFound" />;
export const ServerErrorPage = () => <ErrorPage kind="serverError" />;
export const DenyAccessPage = () => <ErrorPage kind="denyAccess" />;
export const DenyLeadAccessPage = () => <ErrorPage kind="denyLeadAccess" />;
