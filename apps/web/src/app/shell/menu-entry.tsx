import type { VisibleMenuItem } from '@leadline/contracts';
import { ListItemIcon, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../shared/menu/menu-icons';

/** A menu entry's icon and title in a dense list (the menu search's results, the quick panel's shortcuts). */
export function MenuEntryText({ item }: { item: Pick<VisibleMenuItem, 'icon' | 'titleKey'> }) {
  const { t } = useTranslation();
  return (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <MenuIcon name={item.icon} />
      </ListItemIcon>
      <ListItemText primary={t(item.titleKey)} />
    </>
  );
}
