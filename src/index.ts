import { run } from './main.js';

// The action's entry (action.yml runs.main): nothing but the call, so tests import run().
await run();
