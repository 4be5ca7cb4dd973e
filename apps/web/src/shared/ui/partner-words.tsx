import { partnerNameKey, partnerStatusKey, sendFailureKeys } from '@leadline/contracts';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * A logistics partner's names and words in the screen's language (docs/decisions.md 'Partners'
 * names and words'): partners by LOGISTICS.PARTNER, their status reports and send failures by a
 * translated code where one exists (contracts' partner-words). Each answers the raw text too, for a
 * tooltip.
 */
export function usePartnerWords() {
  const { t } = useTranslation();
  return {
    partnerName: (partner: string | null | undefined): string => {
      const key = partnerNameKey(partner);
      return key ? t(key) : (partner ?? '—');
    },
    statusWords: (text: string): string => {
      const key = partnerStatusKey(text);
      return key ? t(key) : text;
    },
    failureWords: (reason: string): string => {
      const keys = sendFailureKeys(reason);
      return keys.explanation ? `${t(keys.kind)}: ${t(keys.explanation)}` : t(keys.kind);
    },
  };
}

/** Translated partner words with the partner's own text as the tooltip when they differ. */
export function PartnerText({ shown, raw }: { shown: string; raw: string }) {
  return (
    <Box component="span" title={shown === raw ? undefined : raw} data-raw={raw}>
      {shown}
    </Box>
  );
}
