import { ViewColumnOutlined } from '@mui/icons-material';
import { Checkbox, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage } from '../storage/browser-storage';

/** Which list, for the remembered choice, and the columns hidden until the user shows them. */
export interface ColumnChoice {
  listKey: string;
  defaultHidden?: readonly string[];
}

interface ChoosableColumn {
  id: string;
  label: string;
  sticky?: boolean;
}

const storageKey = (listKey: string) => `hiddenColumns.${listKey}`;

/**
 * The columns a user shows of a list (docs/decisions.md 'Columns'): a list opens with the columns
 * an agent needs first and the others hidden; the user shows or hides any but the pinned first one,
 * and the choice is kept in this browser per list. Without a choice every column shows.
 */
export function useColumnChoice<C extends ChoosableColumn>(
  columns: readonly C[],
  choice: ColumnChoice | undefined,
  testId: string,
): { visible: readonly C[]; chooser: ReactNode } {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hidden, setHidden] = useState<readonly string[]>(() =>
    choice
      ? (browserStorage.readJson<string[]>(storageKey(choice.listKey)) ?? [...(choice.defaultHidden ?? [])])
      : [],
  );
  if (!choice) return { visible: columns, chooser: null };
  const toggle = (id: string) => {
    const next = hidden.includes(id) ? hidden.filter((other) => other !== id) : [...hidden, id];
    setHidden(next);
    browserStorage.writeJson(storageKey(choice.listKey), next);
  };
  const chooser = (
    <>
      <Tooltip title={t('COMMON.COLUMNS')}>
        <IconButton
          size="small"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('COMMON.COLUMNS')}
          data-testid={`${testId}-columns`}
        >
          <ViewColumnOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns
          .filter((column) => !column.sticky)
          .map((column) => (
            <MenuItem
              key={column.id}
              dense
              onClick={() => toggle(column.id)}
              data-testid={`column-choice-${column.id}`}
            >
              <ListItemIcon>
                <Checkbox size="small" edge="start" checked={!hidden.includes(column.id)} tabIndex={-1} />
              </ListItemIcon>
              <ListItemText>{column.label}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  );
  return { visible: columns.filter((column) => column.sticky || !hidden.includes(column.id)), chooser };
}
