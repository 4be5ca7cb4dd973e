import { z } from 'zod';

/** SPEC.md 2.6: three layouts, their options and nine themes. */
export const THEMES = [
  'default',
  'sunset',
  'greeny',
  'beach',
  'tech',
  'sweetHues',
  'defaultDark',
  'deepOcean',
  'slate',
] as const;
export type ThemeName = (typeof THEMES)[number];

export const LAYOUTS = ['layout1', 'layout2', 'layout3'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

const barSchema = z.object({
  display: z.boolean(),
  style: z.enum(['fixed', 'static']),
  position: z.enum(['above', 'below']),
});

export const layoutSettingsSchema = z
  .object({
    layout: z.enum(LAYOUTS),
    theme: z.enum(THEMES),
    mode: z.enum(['boxed', 'fullwidth', 'container']),
    scroll: z.enum(['body', 'content']),
    navbar: z.object({
      display: z.boolean(),
      folded: z.boolean(),
      position: z.enum(['left', 'right']),
    }),
    toolbar: barSchema,
    footer: barSchema,
    quickPanel: z.boolean(),
  })
  .refine((settings) => settings.mode !== 'container' || settings.layout !== 'layout1', {
    message: 'SETTINGS.CONTAINER_NOT_FOR_LAYOUT1',
    path: ['mode'],
  });
export type LayoutSettings = z.infer<typeof layoutSettingsSchema>;

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  layout: 'layout1',
  theme: 'default',
  mode: 'fullwidth',
  scroll: 'content',
  navbar: { display: true, folded: false, position: 'left' },
  toolbar: { display: true, style: 'fixed', position: 'below' },
  footer: { display: true, style: 'static', position: 'below' },
  quickPanel: false,
};

/** Route keys a user starred (shortcut bar) or hid from the menu. */
const routeKeyList = z.array(z.string().min(1).max(80)).max(50);

export const userSettingsSchema = z.object({
  layout: layoutSettingsSchema,
  shortcuts: routeKeyList,
  hiddenMenu: routeKeyList,
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const updateLayoutSchema = z.object({ layout: layoutSettingsSchema });
export const updateShortcutsSchema = z.object({ shortcuts: routeKeyList });
export const updateHiddenMenuSchema = z.object({ hiddenMenu: routeKeyList });

/** SPEC.md 9 layout widths. */
export const LAYOUT_WIDTH = { navbar: 280, navbarFolded: 64, boxed: 1280 } as const;
