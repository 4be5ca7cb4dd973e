import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '../../shared/session/role-label';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import { useShellState } from '../../shared/ui/shell-state';
import { ProfileForm } from './profile-form';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const { setChangePasswordOpen } = useShellState();
  if (!me) return null;
  const rows: [string, string][] = [
    [t('AUTH.USERNAME'), me.info.userName],
    [
      t('DASHBOARD.ORGANISATION'),
      `${me.info.orgCode} (${t(`ORGS.${me.info.orgCode}`, { defaultValue: me.info.orgName })})`,
    ],
    [t('DASHBOARD.ROLES'), me.info.roles.map((role) => t(roleLabelKey(role))).join(', ')],
    [t('DASHBOARD.TIME_ZONE'), me.info.timeZone],
  ];
  return (
    <Box>
      <PageHeader
        title={me.info.fullname}
        subtitle={t('PAGES.PROFILE')}
        actions={
          <Button variant="outlined" onClick={() => setChangePasswordOpen(true)}>
            {t('TOOLBAR.CHANGE_PASSWORD')}
          </Button>
        }
      />
      <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', maxWidth: 640 }}>
        {rows.map(([label, value]) => (
          <Box
            key={label}
            sx={{
              display: 'flex',
              px: 3,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Typography sx={{ width: 200, color: 'text.secondary' }}>{label}</Typography>
            <Typography sx={{ fontWeight: 500 }}>{value}</Typography>
          </Box>
        ))}
      </Paper>
      <ProfileForm fullName={me.info.fullname} />
    </Box>
  );
}
