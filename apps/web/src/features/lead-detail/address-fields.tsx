import {
  type AddressLevelDefinition,
  type AddressLevelKey,
  addressLevelsOf,
  type CountryCode,
} from '@leadline/contracts';
import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { queryKeys } from '../../shared/api/query-keys';
import { SelectField } from '../../shared/list/filter-fields';

export interface AddressValue {
  provinceId: number | null;
  districtId: number | null;
  wardId: number | null;
  zipcode: string | null;
}

interface LevelOption {
  value: string;
  label: string;
}

const FIELD_OF: Record<AddressLevelKey, keyof AddressValue> = {
  province: 'provinceId',
  district: 'districtId',
  ward: 'wardId',
  zipcode: 'zipcode',
};

/** The options of one level once its parent is chosen; a failed lookup gives none (SPEC.md 8). */
function useLevelOptions(level: AddressLevelDefinition, parent: string | number | null, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.own(level.endpoint, level.key, level.parentParam, parent, i18n.language),
    enabled: enabled && parent !== null,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }): Promise<LevelOption[]> => {
      const query = { [level.parentParam]: parent ?? undefined } as Record<
        string,
        string | number | undefined
      >;
      try {
        if (level.endpoint === 'locationZipcodes') {
          const envelope = await callEndpoint(CLIENT_ENDPOINTS.locationZipcodes, {
            query,
            handling: 'session',
            signal,
          });
          return envelope.data.map((code) => ({ value: code.code, label: code.code }));
        }
        const envelope = await callEndpoint(CLIENT_ENDPOINTS[level.endpoint], {
          query,
          handling: 'session',
          signal,
        });
        return envelope.data.map((unit) => ({
          value: String(unit.id),
          label: i18n.language === 'en' && unit.nameEn ? unit.nameEn : unit.name,
        }));
      } catch {
        return [];
      }
    },
  });
}

function LevelField({
  level,
  parent,
  enabled,
  value,
  onChange,
  error,
}: {
  level: AddressLevelDefinition;
  parent: string | number | null;
  enabled: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
  error: boolean;
}) {
  const { t } = useTranslation();
  const options = useLevelOptions(level, parent, enabled);
  const list = options.data ?? [];
  // A stored value that is not among the options (yet) would make the select warn: keep it blank.
  const shown = value !== null && list.some((option) => option.value === value) ? value : '';
  return (
    <SelectField<string>
      label={t(level.labelKey)}
      value={shown}
      options={list}
      onChange={(next) => onChange(next === '' ? null : next)}
      testId={`address-${level.key}`}
      emptyLabel={t(level.placeholderKey)}
      disabled={!enabled || parent === null}
      error={error}
    />
  );
}

/** The address cascade by the lead's country (locations.ts addressLevelsOf); a choice clears what hangs below it. */
export function AddressFields({
  country,
  value,
  onChange,
  missing = [],
}: {
  country: CountryCode | null;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  /** The levels a save found missing (marked in red). */
  missing?: readonly string[];
}) {
  const levels = addressLevelsOf(country);
  const current = (level: AddressLevelDefinition): string | null => {
    const raw = value[FIELD_OF[level.key]];
    return raw === null ? null : String(raw);
  };
  const change = (index: number, next: string | null) => {
    const updated: AddressValue = { ...value };
    levels.forEach((level, position) => {
      const field = FIELD_OF[level.key];
      if (position === index) {
        if (field === 'zipcode') updated.zipcode = next;
        else updated[field] = next === null ? null : Number(next);
      } else if (position > index) {
        if (field === 'zipcode') updated.zipcode = null;
        else updated[field] = null;
      }
    });
    onChange(updated);
  };
  return (
    <Grid container spacing={2}>
      {levels.map((level, index) => {
        const previous = index === 0 ? null : levels[index - 1];
        const parent = previous ? current(previous) : (country ?? 'VN');
        return (
          <Grid key={level.key} size={{ xs: 12, sm: 6, md: 12 / Math.max(levels.length, 2) }}>
            <LevelField
              level={level}
              parent={parent}
              enabled={country !== null}
              value={current(level)}
              onChange={(next) => change(index, next)}
              error={missing.includes(level.key)}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}
