// Storybook's own Vite config, so it does not pick up the demo root and library build of
// the project's vite.config.ts; only the element's styles (their .css files) come along.
import { defineConfig } from 'vite';
import { elementStyles } from '../scripts/build-styles.mjs';

export default defineConfig({ plugins: [elementStyles()] });
