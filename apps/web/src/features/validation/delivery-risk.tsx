import type { DeliveryRisk, DeliveryRiskReason } from '@leadline/contracts';
import { Alert, Box, Chip, Paper, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A share as a whole percentage, written as the UI language writes it. */
const percent = (share: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);

const BAND_COLOR = { low: 'success', medium: 'warning', high: 'error' } as const;

/** One reason in words, with its numbers (docs/delivery-risk.md). */
export function riskReasonText(t: TFunction, language: string, reason: DeliveryRiskReason): string {
  return t(`VALIDATION.RISK.REASON.${reason.signal}`, {
    returned: reason.returned,
    parcels: reason.parcels,
    rate: percent(reason.rate, language),
    baseRate: percent(reason.baseRate, language),
    // The bins that are words (address, value, talk) are translated; counts are said as they are.
    bin: reason.bin === undefined ? '' : t(`VALIDATION.RISK.BIN.${reason.bin}`, { defaultValue: reason.bin }),
  });
}

/** The list's risk chip: band and chance; its tooltip the reasons. */
export function RiskChip({ risk }: { risk: DeliveryRisk | null }) {
  const { t, i18n } = useTranslation();
  if (!risk) return <Typography variant="body2">—</Typography>;
  const title = risk.reasons.map((reason) => riskReasonText(t, i18n.language, reason)).join('\n');
  return (
    <Chip
      size="small"
      variant={risk.band === 'low' ? 'outlined' : 'filled'}
      color={BAND_COLOR[risk.band]}
      label={`${t(`VALIDATION.RISK.BAND.${risk.band}`)} ${percent(risk.probability, i18n.language)}`}
      title={title || t('VALIDATION.RISK.NO_HISTORY')}
      data-testid="risk-chip"
      data-band={risk.band}
      sx={{ height: 20 }}
    />
  );
}

/** The detail page's risk: the chance, the three reasons, and for high risk the confirm-by-call hint. */
export function RiskReasons({ risk }: { risk: DeliveryRisk | null }) {
  const { t, i18n } = useTranslation();
  if (!risk) return null;
  return (
    <Paper
      elevation={0}
      sx={{ p: 2, border: 1, borderColor: 'divider' }}
      data-testid="validation-detail-risk"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t('VALIDATION.RISK.TITLE', {
            probability: percent(risk.probability, i18n.language),
            baseRate: percent(risk.baseRate, i18n.language),
          })}
        </Typography>
        <RiskChip risk={risk} />
      </Box>
      {risk.reasons.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('VALIDATION.RISK.NO_HISTORY')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {risk.reasons.map((reason) => (
            <Typography component="li" variant="body2" key={reason.signal} data-testid="risk-reason">
              {riskReasonText(t, i18n.language, reason)}
            </Typography>
          ))}
        </Box>
      )}
      {risk.band === 'high' ? (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="risk-confirm-by-call">
          {t('VALIDATION.RISK.CONFIRM_BY_CALL')}
        </Alert>
      ) : null}
    </Paper>
  );
}
