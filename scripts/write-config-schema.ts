import { writeFileSync } from 'node:fs';
import { RULES } from '../src/rules/index.js';
import { configSchema } from './config-schema.js';

// npm run docs: rewrites docs/config.schema.json, whose rule ids come from the registry.
writeFileSync('docs/config.schema.json', `${JSON.stringify(configSchema(RULES), null, 2)}\n`);
