// Package entry: the <tri-peaks-game> element, registered on import (exports.ts).
// The rules engine alone (no DOM) is the `tri-peaks-game/engine` entry.
import { useVariantsLoader } from './engine/index.js';

export * from './exports.js';

// The variant code (Golf, jokers, tiers: engine/variants/variants.ts) is the module
// itself, loaded when a game first needs it (a host's bundler splits it off).
useVariantsLoader(() => import('./engine/variant-code.js'));
