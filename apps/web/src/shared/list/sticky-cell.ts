import { alpha, type Theme } from '@mui/material';

/**
 * A cell pinned to the left. Its own opaque background hides what scrolls under it; the row's
 * hover and selection tints are painted over that background so the row still reads as one.
 */
export function stickyCell(left: number, { header, edge }: { header?: boolean; edge?: boolean }) {
  return (theme: Theme) => {
    const tint = (color: string) => `linear-gradient(${color}, ${color})`;
    const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
    const selectedHover = alpha(
      theme.palette.primary.main,
      theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
    );
    return {
      position: 'sticky',
      left,
      zIndex: header ? 3 : 1,
      bgcolor: 'background.paper',
      backgroundImage: header ? tint(theme.palette.action.hover) : undefined,
      boxShadow: edge ? `inset -1px 0 0 ${theme.palette.divider}` : undefined,
      '.MuiTableRow-hover:hover > &': { backgroundImage: tint(theme.palette.action.hover) },
      '.Mui-selected > &': { backgroundImage: tint(selected) },
      '.Mui-selected.MuiTableRow-hover:hover > &': { backgroundImage: tint(selectedHover) },
    } as const;
  };
}
