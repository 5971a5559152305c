// The single-file bundle's entry (vite.config.ts): the package entry, and the engine's
// Web Worker. The worker module comes first so that, when this same file is loaded as
// a worker, its stand-ins are in place before Lit loads (see worker.ts).
import './tri-peaks-game/worker.js';
import { useWorkerScript } from './tri-peaks-game/background.js';

export * from './index.js';

useWorkerScript(import.meta.url);
