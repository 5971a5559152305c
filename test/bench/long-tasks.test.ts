// Never blocking the page with the engine on the main thread, in slices: how the element
// works where there is no worker (a host's own build of the package, as here, or a page
// whose policy forbids the bundle's worker). The suite is in long-tasks.ts.
import { neverBlocks } from './long-tasks.js';

neverBlocks('on the main thread, in slices', false);
