import { posix } from 'node:path';
import type { World } from '../../engine/world.js';
import { documentTextAt } from '../../parse/document-text.js';
import { helmSourceIn } from '../../parse/helm-source-comments.js';
import type { KubeObject } from '../../parse/kube-object.js';
import type { CrError } from './validate-custom-resource.js';

// A CRD committed as `helm template` rendered it (its document under a `# Source:
// <chart>/templates/…` comment) is the chart rendered with one set of values. Where the chart's
// templates, which the repository holds, write a value the rendering lacks, another set of values
// renders a schema that has it: agones' install/yaml/install.yaml is its chart rendered with the
// default feature gates, and the template adds `Chain` to the FleetAutoscaler policy types only
// under `ScheduledAutoscaler`, which the example that uses it says it needs (a1a031c306). The
// refusal of such a value is then at most a warning that names both (cr-report.ts).

export interface RenderedVariant {
  /** The rendered file the resource was judged by. */
  readonly rendered: string;
  /** The chart template it was rendered from. */
  readonly template: string;
  /** The values the errors refused that the chart's templates write. */
  readonly values: readonly string[];
}

/** The rendering, where a CRD that judged the resource is one and the chart writes values its errors refused. */
export function renderedVariant(
  world: World,
  crds: readonly KubeObject[],
  errors: readonly CrError[],
): RenderedVariant | undefined {
  const refused = [...new Set(errors.flatMap((e) => refusedValue(e) ?? []))];
  if (refused.length === 0) return undefined;
  for (const crd of crds) {
    const [file] = world.filesAt((p) => p === crd.source.file);
    if (file === undefined) continue;
    const document = documentTextAt(file.text, crd.source.docOffset);
    const source = helmSourceIn(document);
    if (source === undefined || !source.includes('/templates/')) continue;
    // The chart directory is named as the chart, as `helm create` names it.
    const template = world.paths().find((p) => p === source || p.endsWith(`/${source}`));
    if (template === undefined) continue;
    // The template, and the helpers of its chart's templates it may include (`_<name>.yaml`).
    const templates = posix.join(template.slice(0, template.indexOf('/templates/') + 1), 'templates/');
    const texts = world
      .filesAt((p) => p === template || (p.startsWith(templates) && posix.basename(p).startsWith('_')))
      .map((f) => f.text);
    const values = refused.filter((v) => texts.some((t) => writes(t, v)) && !writes(document, v));
    if (values.length > 0) return { rendered: crd.source.file, template, values };
  }
  return undefined;
}

/** The string value an enum refused (`Unsupported value: "Chain"`). */
const refusedValue = (e: CrError): string | undefined =>
  e.error.type === 'Unsupported value' && typeof e.error.value === 'string' && e.error.value !== ''
    ? e.error.value
    : undefined;

/** Whether the text writes the value as a YAML scalar of its own (`- Chain`, `[Buffer, Chain]`, `"Chain"`). */
const writes = (text: string, value: string): boolean =>
  new RegExp(`(?:^|[\\s\\[,:-])["']?${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?(?:[\\s\\],]|$)`, 'm').test(
    text,
  );
