import { findOrg, formatWallDate, wallClockParts } from '@leadline/contracts';
import { Badge, Business, Key, Schedule } from '@mui/icons-material';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MenuIcon } from '../../shared/menu/menu-icons';
import { useMenu } from '../../shared/menu/use-menu';
import { roleLabelKey } from '../../shared/session/role-label';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import { expiryState } from '../auth';
import { FulfilmentFigures } from './fulfilment-figures';
import { RolePanels } from './role-panels';

function InfoCard({
  icon,
  label,
  children,
  testId,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      elevation={0}
      sx={{ p: 2.5, border: 1, borderColor: 'divider', display: 'flex', gap: 2, alignItems: 'flex-start' }}
      data-testid={testId}
    >
      <Box sx={{ color: 'primary.main', mt: 0.25 }}>{icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}
        >
          {label}
        </Typography>
        <Box sx={{ mt: 0.5 }}>{children}</Box>
      </Box>
    </Paper>
  );
}

/** Who is logged in, their org and roles, the figures of their roles' panels, and the pages they may use. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const { groups } = useMenu();
  if (!me) return null;
  const org = findOrg(me.info.orgId);
  // The lists' day format (DD/MM/YYYY in both languages, docs/decisions.md), on the org's calendar.
  const expires = formatWallDate(wallClockParts(new Date(me.info.pwdEpoch), me.info.timeZone));
  const expired = expiryState(me.info.pwdEpoch, 0, me.info.timeZone).kind === 'expired';
  return (
    <Box data-testid="dashboard">
      <PageHeader
        title={t('DASHBOARD.WELCOME', { name: me.info.fullname })}
        subtitle={t('DASHBOARD.FIGURES_LATER')}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          mb: 3,
        }}
      >
        <InfoCard icon={<Badge />} label={t('DASHBOARD.SIGNED_IN_AS')} testId="dashboard-user">
          <Typography sx={{ fontWeight: 600 }}>{me.info.fullname}</Typography>
          <Typography variant="body2" color="text.secondary">
            {me.info.userName}
          </Typography>
        </InfoCard>
        <InfoCard icon={<Business />} label={t('DASHBOARD.ORGANISATION')} testId="dashboard-org">
          <Typography sx={{ fontWeight: 600 }}>
            {me.info.orgCode} · {me.info.orgId}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`ORGS.${me.info.orgCode}`, { defaultValue: org?.name ?? me.info.orgName })}
          </Typography>
        </InfoCard>
        <InfoCard icon={<Schedule />} label={t('DASHBOARD.TIME_ZONE')}>
          <Typography sx={{ fontWeight: 600 }}>{me.info.timeZone}</Typography>
          <Typography variant="body2" color="text.secondary">
            {org?.currency ?? ''}
          </Typography>
        </InfoCard>
        <InfoCard
          icon={<Key />}
          label={t(expired ? 'DASHBOARD.PASSWORD_EXPIRED' : 'DASHBOARD.PASSWORD_EXPIRES')}
        >
          <Typography sx={{ fontWeight: 600 }}>{expires}</Typography>
        </InfoCard>
      </Box>
      <RolePanels />
      <FulfilmentFigures />
      <Paper elevation={0} sx={{ p: 2.5, border: 1, borderColor: 'divider', mb: 3 }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
          {t('DASHBOARD.ROLES')}
        </Typography>
        <Stack direction="row" spacing={1} data-testid="dashboard-roles" sx={{ flexWrap: 'wrap' }}>
          {me.info.roles.map((role) => (
            <Chip
              key={role}
              color="primary"
              variant="outlined"
              label={`${t(roleLabelKey(role))} (${role})`}
            />
          ))}
        </Stack>
      </Paper>
      <Paper elevation={0} sx={{ p: 2.5, border: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 2 }}>
          {t('DASHBOARD.YOUR_MENU')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
          data-testid="dashboard-menu"
        >
          {groups.map((group) => (
            <Box key={group.key ?? 'top'}>
              <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
                {group.titleKey ? t(group.titleKey) : t('NAV.APPLICATIONS')}
              </Typography>
              <Stack spacing={0.75}>
                {group.items.map((item) => (
                  <Box
                    key={item.route}
                    component={RouterLink}
                    to={item.path}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      color: 'primary.main',
                      textDecoration: 'none',
                      '&:hover': { textDecoration: 'underline' },
                    }}
                  >
                    <MenuIcon name={item.icon} />
                    <Typography variant="body2">{t(item.titleKey)}</Typography>
                  </Box>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
