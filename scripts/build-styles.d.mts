// Types for scripts/build-styles.mjs, which vite.config.ts and .storybook/vite.config.ts import.
import type { Plugin } from 'vite';

export const STYLES_DIR: string;
export const SHEETS: string;
export function sheetsModule(): string;
export function writeSheets(): boolean;
export function elementStyles(): Plugin;
