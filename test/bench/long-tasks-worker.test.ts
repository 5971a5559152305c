// Never blocking the page with the engine in its Web Worker, as the single-file bundle
// runs it: src/bundle.ts is the bundle's entry (the element, and the worker script).
// The suite is in long-tasks.ts.
import '../../src/bundle.js';
import { neverBlocks } from './long-tasks.js';

neverBlocks('the engine in its worker', true);
