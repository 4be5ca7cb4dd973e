import { AUTO_DIALER_NEXT_PATH, type DialerProfile, PATHS, STORAGE_KEYS } from '@leadline/contracts';
import { Box, Button, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { useSession } from '../../shared/session/session';
import { browserStorage } from '../../shared/storage/browser-storage';
import { AuthLayout } from './auth-layout';

/** SPEC.md 2.4: agents of roles 12 and 27 in VN4 choose a dialer mode before they start. */
export default function LoginAutoDialPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me } = useSession();
  const [mode, setMode] = useState<DialerProfile['dialerMode']>(me?.dialer_profile.dialerMode ?? 'manual');
  const [saving, setSaving] = useState(false);

  const proceed = async () => {
    setSaving(true);
    try {
      const { data } = await callEndpoint(CLIENT_ENDPOINTS.updateDialerProfile, {
        body: { dialerMode: mode },
      });
      browserStorage.writeJson(STORAGE_KEYS.dialerProfile, data);
      navigate(data.dialerMode === 'auto' ? AUTO_DIALER_NEXT_PATH : PATHS.dashboard, { replace: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthLayout title={t('AUTH.LOGIN_AUTO_DIAL')}>
      <Box sx={{ color: 'text.secondary', mb: 2 }}>{t('AUTH.DIALER_MODE_TEXT')}</Box>
      <RadioGroup
        value={mode}
        onChange={(event) => setMode(event.target.value as DialerProfile['dialerMode'])}
      >
        <FormControlLabel value="manual" control={<Radio />} label={t('AUTH.DIALER_MANUAL')} sx={{ mb: 1 }} />
        <FormControlLabel value="auto" control={<Radio />} label={t('AUTH.DIALER_AUTO')} />
      </RadioGroup>
      <Button
        fullWidth
        variant="contained"
        size="large"
        sx={{ mt: 3 }}
        loading={saving}
        onClick={proceed}
        data-testid="dialer-continue"
      >
        {t('COMMON.CONTINUE')}
      </Button>
    </AuthLayout>
  );
}
