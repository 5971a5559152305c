/**
 * The engine standing alone: the `tri-peaks-game/engine` package entry and the CLI's.
 * Everything the door (index.ts) has, and one side effect: it hands the variant code
 * (Golf's solver, the Golf and playout hints, the tiers' rating) to the registry at
 * once, so the engine's synchronous API works for every layout.
 */
import { variantCode } from './variant-code.js';
import { provideVariants } from './variants/variants.js';

export * from './index.js';

provideVariants(variantCode);
