import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { descriptionChanged } from '../../../src/rules/compat/description-changed.js';
import { ruleTester } from '../../support/rule-tester.js';
import { at, specSchema, widgetCrd } from './widget-crd.js';

// compat/description-changed (spec/crd-compatibility.md §5.7): a notice, off by default.
const mode = (description: string) => widgetCrd(specSchema(`mode:\n  type: string\n  description: ${description}`));
const on = { ...DEFAULT_CONFIG, rules: new Map([['compat/description-changed', 'notice' as const]]) };

ruleTester(descriptionChanged, {
  valid: [
    { name: 'off by default', base: mode('How fast.'), head: mode('How fast it goes.') },
    { name: 'the same text, turned on', base: mode('How fast.'), head: mode('"How fast."'), config: on },
  ],
  invalid: [
    {
      name: 'changed, turned on',
      base: mode('How fast.'),
      head: mode('How fast it goes.'),
      config: on,
      findings: [
        {
          line: 22,
          column: 30,
          fieldPath: `${at('mode')}.description`,
          severity: 'notice',
          message:
            'the description of spec.mode in v1 changed; kubectl explain and generated client docs show the new text; make sure it still describes what stored objects mean',
          data: {
            compat: {
              version: 'v1',
              property: '^.spec.mode',
              check: 'description',
              base: 'How fast.',
              head: 'How fast it goes.',
            },
          },
        },
      ],
    },
  ],
});
