import { MENU_SEARCH_LIMIT, type VisibleMenuItem } from '@leadline/contracts';
import { Search } from '@mui/icons-material';
import {
  Box,
  ClickAwayListener,
  IconButton,
  InputBase,
  List,
  ListItemButton,
  Paper,
  Popper,
  Tooltip,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMenu } from '../../shared/menu/use-menu';
import { MenuEntryText } from './menu-entry';

/**
 * SPEC.md 2.1: the text is trimmed and lowercased; at most 10 suggestions. Titles match first, then
 * the item's other words (a page's tabs: "user" finds the settings whose Users tab it is).
 */
export function searchMenu(
  items: readonly VisibleMenuItem[],
  query: string,
  titleOf: (item: VisibleMenuItem) => string,
  keywordsOf: (item: VisibleMenuItem) => string = () => '',
) {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const byTitle = items.filter((item) => titleOf(item).toLowerCase().includes(needle));
  const byKeywords = items.filter(
    (item) => !byTitle.includes(item) && keywordsOf(item).toLowerCase().includes(needle),
  );
  return [...byTitle, ...byKeywords].slice(0, MENU_SEARCH_LIMIT);
}

/** Full-text search over the pages of the user's menu; Escape closes it. */
export function MenuSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { items } = useMenu();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState(0);
  const anchor = useRef<HTMLDivElement>(null);

  const results = useMemo(
    () =>
      searchMenu(
        items,
        query,
        (item) => t(item.titleKey),
        (item) => (item.keywordsKey ? t(item.keywordsKey) : ''),
      ),
    [items, query, t],
  );

  const close = () => {
    setOpen(false);
    setQuery('');
    setHighlighted(0);
  };
  const go = (item: VisibleMenuItem | undefined) => {
    if (!item) return;
    navigate(item.path);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') setHighlighted((index) => Math.min(index + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setHighlighted((index) => Math.max(index - 1, 0));
    else if (event.key === 'Enter') go(results[highlighted]);
    else return;
    event.preventDefault();
  };

  if (!open) {
    return (
      <Tooltip title={t('TOOLBAR.SEARCH_MENU')}>
        <IconButton
          color="inherit"
          onClick={() => setOpen(true)}
          aria-label={t('TOOLBAR.SEARCH_MENU')}
          data-testid="menu-search-open"
        >
          <Search />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <ClickAwayListener onClickAway={close}>
      <Box
        ref={anchor}
        sx={{
          display: 'flex',
          alignItems: 'center',
          bgcolor: 'action.hover',
          borderRadius: 2,
          px: 1,
          width: { xs: 180, sm: 280 },
        }}
      >
        <Search fontSize="small" sx={{ mr: 1, opacity: 0.7 }} />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          placeholder={t('TOOLBAR.SEARCH_PLACEHOLDER')}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlighted(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{ 'aria-label': t('TOOLBAR.SEARCH_MENU'), 'data-testid': 'menu-search-input' }}
        />
        <Popper
          open={query.trim().length > 0}
          anchorEl={anchor.current}
          placement="bottom-start"
          sx={{ zIndex: 1400 }}
        >
          <Paper elevation={8} sx={{ mt: 1, width: { xs: 240, sm: 320 } }} data-testid="menu-search-results">
            {results.length === 0 ? (
              <Typography sx={{ p: 2 }} color="text.secondary" variant="body2">
                {t('TOOLBAR.NO_RESULTS')}
              </Typography>
            ) : (
              <List dense>
                {results.map((item, index) => (
                  <ListItemButton
                    key={item.route}
                    selected={index === highlighted}
                    onClick={() => go(item)}
                    data-testid="menu-search-result"
                  >
                    <MenuEntryText item={item} />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}
