import { readFileSync, writeFileSync } from 'node:fs';
import { RULES } from '../src/rules/index.js';
import { rulesMarkdown } from '../src/rules-table.js';
import { replaceRulesTable } from '../src/readme-rules.js';

// npm run docs: rewrites the README's rules table from the registry.
const readme = readFileSync('README.md', 'utf8');
writeFileSync('README.md', replaceRulesTable(readme, rulesMarkdown(RULES)));
