import type { ReferenceFieldSetting } from './rules/refgrant/refgrant-config.js';
import { isJsonObject } from './parse/kube-object.js';
import type { ManifestFile } from './parse/manifest-file.js';

// A `refgrant.referenceFields` entry (rules/refgrant/refgrant-config.ts) that matches no object in the
// repository checks nothing: a misspelt kind, a group without its domain, a path one level off
// (`spec.target.ref` for `spec.targets[*].ref`). The review would pass as if every reference
// through it were permitted, so the run says so (issue 21 item 4). Seen file by file, as the
// engine parses them, so it costs no second parse.

export interface ReferenceFieldUsage {
  readonly observe: (file: ManifestFile) => void;
  /** One sentence per entry that matched no object; `where` names the configuration file. */
  readonly unmatched: (where: string) => string[];
}

export function referenceFieldUsage(settings: readonly ReferenceFieldSetting[]): ReferenceFieldUsage {
  const kindSeen = settings.map(() => false);
  const pathSeen = settings.map(() => false);
  return {
    observe(file) {
      for (const object of file.objects) {
        settings.forEach((setting, i) => {
          if (pathSeen[i] || object.group !== setting.group || object.kind !== setting.kind) return;
          kindSeen[i] = true;
          if (holds(object.value, setting.steps, 0)) pathSeen[i] = true;
        });
      }
    },
    unmatched(where) {
      return settings.flatMap((setting, i) => {
        if (pathSeen[i]) return [];
        const entry = `refgrant.referenceFields[${i}] of ${where}`;
        const kind = `${setting.kind} of the group ${setting.group === '' ? '"" (core)' : setting.group}`;
        return [
          kindSeen[i]
            ? `${entry}: no ${kind} has ${setting.path}, so the entry checks no reference`
            : `${entry}: no object is a ${kind}, so the entry checks no reference`,
        ];
      });
    },
  };
}

/** Whether the value has something at the path's steps (`[*]`: in any item of the list). */
function holds(value: unknown, steps: ReferenceFieldSetting['steps'], from: number): boolean {
  if (value === undefined || value === null) return false;
  const step = steps[from];
  if (step === undefined) return true;
  if ('each' in step) return Array.isArray(value) && value.some((item) => holds(item, steps, from + 1));
  return isJsonObject(value) && Object.hasOwn(value, step.field) && holds(value[step.field], steps, from + 1);
}
