import { Button, Container, type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { PICTURE_FALLBACK } from '../lib/picture-fallback';
import classes from './theme.module.css';

/**
 * The brand green. Shades 0-7 are the brand's own; 6 (#32b990) is the green the brand is known by, but
 * white text on it and it as text on white are 2.5:1. Shades 8 and 9 are darkened so that everything
 * Mantine draws with the primary shade (filled buttons, links, prices) reaches WCAG AA 4.5:1: shade 8
 * #0d7f60 is 5.0:1 against white, and shade 9 #0a6b51, the text of light badges and alerts, is 5.5:1 on
 * their shade-1 background.
 */
const brand: MantineColorsTuple = [
  '#e6fbf5',
  '#d4f2e9',
  '#abe3d2',
  '#7ed3b9',
  '#59c6a4',
  '#41bd97',
  '#32b990',
  '#22a27c',
  '#0d7f60',
  '#0a6b51',
];

/** Mantine's dimmed grey (gray-6, #868e96) is 3.3:1 on white; this one is 6.1:1 on white, 5.5:1 on gray-1. */
/**
 * Mantine's orange with shades 8 and 9 darkened: the filled primary shade (8) was #e8590c, and white text on
 * it (the phone's "Check availability") is 3.6:1; #c2410c is 5.2:1, and #a63a0b (hover) 6.5:1.
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#c2410c',
  '#a63a0b',
];

const DIMMED_TEXT = '#5c636a';

const weekendDays = { classNames: { day: classes.day } };

/** Breakpoints keep Mantine's defaults: sm 48em = 768 px and lg 75em = 1200 px (spec §9). */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand, orange },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", "PingFang SC", sans-serif',
  components: {
    Container: Container.extend({ defaultProps: { size: 'lg' } }),
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    // By name, not DatePicker.extend: importing @mantine/dates here would put it in every page's first load.
    // A calendar's days take their classes from the picker that renders them, so each picker is listed.
    ...Object.fromEntries(['Day', 'Calendar', 'DatePicker', 'DateInput', 'DatePickerInput'].map((name) => [name, weekendDays])),
    // By name too (@mantine/carousel stays in the pages that show one): dots big enough to tap (theme.module.css).
    Carousel: { classNames: { indicator: classes.carouselIndicator } },
    // Mantine keeps every Select's dropdown mounted (hidden) from the first render: all its options, a ScrollArea and
    // the floating-ui positioning, for each select on the page (250 countries at checkout). Mounted when opened
    // instead; the input names its list (aria-controls) only while it is open either way.
    Combobox: { defaultProps: { keepMounted: false } },
    // By name too. A picture whose address is empty or fails keeps its box with a "no picture" field (lib/picture-fallback.ts).
    Image: { defaultProps: { fallbackSrc: PICTURE_FALLBACK } },
  },
});

/** Form and field errors: Mantine's red-6 is 3.3:1 on white (axe fails it); red-9 is 5.5:1. */
const ERROR_TEXT = '#c92a2a';

/**
 * Placeholders: Mantine's gray-5 is 2.07:1 on white, which axe fails where a placeholder is text of its own (a date or
 * month picker's "YYYY-MM"); this gray is 4.69:1 and still lighter than a typed value.
 */
const PLACEHOLDER_TEXT = '#6c757d';

/** The light scheme's dimmed text, placeholders and error red, for MantineProvider's cssVariablesResolver. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT, '--mantine-color-error': ERROR_TEXT, '--mantine-color-placeholder': PLACEHOLDER_TEXT },
  dark: {},
});
