// Storybook's own (empty) Vite config, so it does not pick up the demo root and library
// build of the project's vite.config.ts.
import { defineConfig } from 'vite';

export default defineConfig({});
