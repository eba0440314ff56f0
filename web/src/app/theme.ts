import { Button, Container, createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e6fbf5',
  '#d4f2e9',
  '#abe3d2',
  '#7ed3b9',
  '#59c6a4',
  '#41bd97',
  '#32b990',
  '#22a27c',
  '#12906d',
  '#007d5d',
];

/** Breakpoints keep Mantine's defaults: sm 48em = 768 px and lg 75em = 1200 px (spec §9). */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", "PingFang SC", sans-serif',
  components: {
    Container: Container.extend({ defaultProps: { size: 'lg' } }),
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
  },
});
