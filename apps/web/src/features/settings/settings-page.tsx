import { Box, Paper, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../shared/ui/page-header';
import { SETTINGS_TABS } from './settings-tabs';

/**
 * /apps/settings/crm (SPEC.md 2.2, admins): the org's settings as tabs (settings-tabs.ts); the
 * open tab is in the address (?tab=), so a reload or a shared link keeps it.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = SETTINGS_TABS.find((tab) => tab.key === params.get('tab')) ?? SETTINGS_TABS[0];
  if (!current) return null;
  const Current = current.component;
  return (
    <Box data-testid="page-settings.crm">
      <PageHeader title={t('PAGES.SETTINGS_CRM')} />
      <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current.key}
          onChange={(_event, key: string) => setParams({ tab: key }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {SETTINGS_TABS.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={t(tab.labelKey)}
              data-testid={`settings-tab-${tab.key}`}
            />
          ))}
        </Tabs>
      </Paper>
      <Current />
    </Box>
  );
}
