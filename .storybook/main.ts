import type { StorybookConfig } from '@storybook/web-components-vite';

// Stories live in stories/**/*.stories.ts. vite.config.ts is not used here: Storybook
// gets its own Vite setup so the demo root and library build don't leak in.
// Telemetry is off here and through STORYBOOK_DISABLE_TELEMETRY=1 in the npm scripts.
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs'],
  framework: {
    name: '@storybook/web-components-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true },
};

export default config;
