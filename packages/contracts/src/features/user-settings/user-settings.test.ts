import { describe, expect, it } from 'vitest';
import type { LayoutSettings } from './user-settings.js';
import {
  DEFAULT_LAYOUT_SETTINGS,
  LAYOUT_WIDTH,
  LAYOUTS,
  layoutSettingsSchema,
  THEMES,
  updateHiddenMenuSchema,
  userSettingsSchema,
} from './user-settings.js';

/** SPEC.md 2.6, the theme list. */
const SPEC_THEMES = [
  'default',
  'sunset',
  'greeny',
  'beach',
  'tech',
  'sweetHues',
  'defaultDark',
  'deepOcean',
  'slate',
];

const withSettings = (patch: Partial<LayoutSettings>): LayoutSettings => ({
  ...DEFAULT_LAYOUT_SETTINGS,
  ...patch,
});

describe('layout settings (SPEC.md 2.6)', () => {
  it('THEMES and LAYOUTS are the SPEC ones', () => {
    expect([...THEMES]).toEqual(SPEC_THEMES);
    expect([...LAYOUTS]).toEqual(['layout1', 'layout2', 'layout3']);
  });

  it('accepts the defaults', () => {
    expect(layoutSettingsSchema.parse(DEFAULT_LAYOUT_SETTINGS)).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(DEFAULT_LAYOUT_SETTINGS.layout).toBe('layout1');
    expect(DEFAULT_LAYOUT_SETTINGS.theme).toBe('default');
  });

  it.each(SPEC_THEMES)('accepts the theme %s', (theme) => {
    expect(layoutSettingsSchema.safeParse({ ...DEFAULT_LAYOUT_SETTINGS, theme }).success).toBe(true);
  });

  it('rejects an unknown theme or layout', () => {
    expect(layoutSettingsSchema.safeParse({ ...DEFAULT_LAYOUT_SETTINGS, theme: 'neon' }).success).toBe(false);
    expect(layoutSettingsSchema.safeParse({ ...DEFAULT_LAYOUT_SETTINGS, layout: 'layout4' }).success).toBe(
      false,
    );
  });

  it('rejects container mode for layout 1', () => {
    const result = layoutSettingsSchema.safeParse(withSettings({ layout: 'layout1', mode: 'container' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['mode', 'SETTINGS.CONTAINER_NOT_FOR_LAYOUT1'],
    ]);
  });

  it.each(['layout2', 'layout3'] as const)('accepts container mode for %s', (layout) => {
    expect(layoutSettingsSchema.safeParse(withSettings({ layout, mode: 'container' })).success).toBe(true);
  });

  it.each(
    LAYOUTS.flatMap((layout) => (['boxed', 'fullwidth'] as const).map((mode) => [layout, mode] as const)),
  )('accepts %s with mode %s', (layout, mode) => {
    expect(layoutSettingsSchema.safeParse(withSettings({ layout, mode })).success).toBe(true);
  });

  it('accepts both scroll areas, rejects others', () => {
    expect(layoutSettingsSchema.safeParse(withSettings({ scroll: 'body' })).success).toBe(true);
    expect(layoutSettingsSchema.safeParse(withSettings({ scroll: 'content' })).success).toBe(true);
    expect(layoutSettingsSchema.safeParse({ ...DEFAULT_LAYOUT_SETTINGS, scroll: 'page' }).success).toBe(
      false,
    );
  });

  it('knows navbar position left or right and bar positions above or below', () => {
    const navbar = { ...DEFAULT_LAYOUT_SETTINGS.navbar, position: 'right' as const };
    expect(layoutSettingsSchema.safeParse(withSettings({ navbar })).success).toBe(true);
    const toolbar = { display: true, style: 'static' as const, position: 'above' as const };
    expect(layoutSettingsSchema.safeParse(withSettings({ toolbar })).success).toBe(true);
    const badFooter = { ...DEFAULT_LAYOUT_SETTINGS.footer, position: 'middle' };
    expect(layoutSettingsSchema.safeParse({ ...DEFAULT_LAYOUT_SETTINGS, footer: badFooter }).success).toBe(
      false,
    );
  });

  it('requires every field', () => {
    const { quickPanel: _, ...withoutQuickPanel } = DEFAULT_LAYOUT_SETTINGS;
    expect(layoutSettingsSchema.safeParse(withoutQuickPanel).success).toBe(false);
  });
});

describe('user settings', () => {
  it('accept the defaults with no shortcuts and no hidden items', () => {
    const settings = { layout: DEFAULT_LAYOUT_SETTINGS, shortcuts: [], hiddenMenu: [] };
    expect(userSettingsSchema.safeParse(settings).success).toBe(true);
  });

  it('reject empty route keys in the hidden menu', () => {
    expect(updateHiddenMenuSchema.safeParse({ hiddenMenu: ['orders.list'] }).success).toBe(true);
    expect(updateHiddenMenuSchema.safeParse({ hiddenMenu: [''] }).success).toBe(false);
  });
});

describe('LAYOUT_WIDTH (SPEC.md 9)', () => {
  it('is 280, folded 64, boxed 1280', () => {
    expect(LAYOUT_WIDTH).toEqual({ navbar: 280, navbarFolded: 64, boxed: 1280 });
  });
});
