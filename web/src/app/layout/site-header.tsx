import { Box } from '@mantine/core';
import { MainHeader } from './main-header';
import { TopBar } from './top-bar';

export function SiteHeader() {
  return (
    <Box component="header" style={{ position: 'sticky', top: 0, zIndex: 100, background: 'var(--mantine-color-body)' }}>
      <TopBar />
      <MainHeader />
    </Box>
  );
}
