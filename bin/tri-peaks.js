#!/usr/bin/env node
// The `tri-peaks` command. Its source is src/cli/main.ts; run `npm run build` first.
import '../dist/cli/main.js';
