// Parse + extraction speed of Go API types (spec/go-lifecycle.md §1; the target is 5 MB/s or
// more), then the lifecycle rules over the same files. The input is generated, in the shape of
// k8s.io/api types.go files (doc comments, markers, json/protobuf tags, lifecycle tags) and a
// versioned feature file, so the run needs nothing outside this repository.
//   node scripts/run-ts.mjs scripts/bench-lifecycle.ts [MEGABYTES]
import { DEFAULT_CONFIG } from '../src/engine/config.js';
import { review } from '../src/engine/run.js';
import { loadGoParser } from '../src/parse/go/load-go-parser.js';
import { lifecycleRules } from '../src/rules/lifecycle/index.js';
import type { ChangedFile } from '../src/sources/change-set.js';

const TARGET_MB_PER_S = 5;
const megabytes = Number(process.argv[2] ?? 8);

const GATES = Array.from({ length: 200 }, (_, i) => `Gate${i}`);

function featureFile(): string {
  const consts = GATES.map(
    (g, i) =>
      `\t// owner: @sig-${i % 7}\n\t// kep: https://kep.k8s.io/${1000 + i}\n\t//\n\t// Enables ${g}.\n\t${g} featuregate.Feature = "${g}"\n`,
  ).join('\n');
  const specs = GATES.map(
    (g, i) =>
      `\t${g}: {\n\t\t{Version: version.MustParse("1.${20 + (i % 10)}"), Default: false, PreRelease: featuregate.Alpha},\n\t\t{Version: version.MustParse("1.${30 + (i % 5)}"), Default: true, PreRelease: featuregate.Beta},\n\t},\n`,
  ).join('\n');
  return `package features\n\nimport (\n\t"k8s.io/apimachinery/pkg/util/version"\n\t"k8s.io/component-base/featuregate"\n)\n\nconst (\n${consts})\n\nvar defaultVersionedKubernetesFeatureGates = map[featuregate.Feature]featuregate.VersionedSpecs{\n${specs}}\n`;
}

function typesFile(n: number, targetBytes: number): string {
  let out = `/*\nCopyright The Kubernetes Authors.\n\nLicensed under the Apache License, Version 2.0.\n*/\n\npackage v1beta1\n\nimport (\n\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"\n\t"k8s.io/apimachinery/pkg/api/resource"\n)\n\n`;
  for (let t = 0; out.length < targetBytes; t++) {
    const name = `Thing${n}x${t}`;
    out += `// +genclient\n// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object\n\n// ${name} is an example resource with a spec and a status.\n// It is generated for the benchmark.\ntype ${name} struct {\n\tmetav1.TypeMeta \`json:",inline"\`\n\t// Standard object's metadata.\n\t// +optional\n\tmetav1.ObjectMeta \`json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"\`\n\n\t// Spec defines the behavior of the ${name}.\n\t// +optional\n\tSpec ${name}Spec \`json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"\`\n}\n\n`;
    out += `// ${name}Spec is the specification of a ${name}.\ntype ${name}Spec struct {\n`;
    for (let f = 0; f < 24; f++) {
      const gate = GATES[(t * 24 + f) % GATES.length] ?? 'Gate0';
      out += `\t// Field${f} holds a value of the spec. More info:\n\t// https://kubernetes.io/docs/concepts/example#field${f}\n\t// +optional\n`;
      if (f % 6 === 0)
        out += `\t// +featureGate=${gate}\n\t// +lifecycle:kubernetes:minVersion=v1.${30 + (((t * 24 + f) % GATES.length) % 5)},status=beta,featureGate=${gate}\n`;
      if (f % 4 === 1)
        out += `\t// +listType=map\n\t// +listMapKey=name\n\tField${f} []NamedThing \`json:"field${f},omitempty" protobuf:"bytes,${f + 1},rep,name=field${f}"\`\n\n`;
      else if (f % 4 === 2)
        out += `\tField${f} map[string]resource.Quantity \`json:"field${f},omitempty" protobuf:"bytes,${f + 1},rep,name=field${f}"\` // trailing note\n\n`;
      else out += `\tField${f} *int32 \`json:"field${f},omitempty" protobuf:"varint,${f + 1},opt,name=field${f}"\`\n\n`;
    }
    out += `}\n\n`;
  }
  return out;
}

const files: { path: string; text: string }[] = [{ path: 'pkg/features/kube_features.go', text: featureFile() }];
const perFile = 480 * 1024; // the size of core/v1/types.go
for (let n = 0; files.reduce((s, f) => s + f.text.length, 0) < megabytes * 2 ** 20; n++) {
  files.push({ path: `staging/src/k8s.io/api/group${n}/v1beta1/types.go`, text: typesFile(n, perFile) });
}
const bytes = files.reduce((s, f) => s + Buffer.byteLength(f.text), 0);

const t0 = performance.now();
const parser = await loadGoParser();
const tInit = performance.now() - t0;

const t1 = performance.now();
const cpu1 = process.cpuUsage();
let fields = 0;
for (const f of files) {
  const parsed = parser.parse(f.path, Buffer.from(f.text)); // bytes, as the sources read them
  if (parsed.error) throw new Error(`${f.path}: ${parsed.error.message}`);
  fields += parsed.structs.reduce((s, st) => s + st.fields.length, 0);
}
const tParse = performance.now() - t1;
const cpuUsed = process.cpuUsage(cpu1);
const cpuParse = (cpuUsed.user + cpuUsed.system) / 1000;

const changed: ChangedFile[] = files.map((f) => ({
  path: f.path,
  status: 'added',
  head: Buffer.from(f.text),
  addedLines: [],
  hunkLines: [],
}));
const t2 = performance.now();
const result = review(
  { root: '/', hasBase: false, files: changed },
  { rules: lifecycleRules, config: DEFAULT_CONFIG, withBaseFindings: false, goParser: parser },
);
const tReview = performance.now() - t2;

const mb = bytes / 2 ** 20;
// Judged on the CPU time the process used: on a shared machine, wall time also counts the time
// other processes held the cores. Both are printed.
const rate = mb / (cpuParse / 1000);
console.log(`Go files: ${files.length}, ${mb.toFixed(1)} MB, ${fields} fields`);
console.log(`init: ${tInit.toFixed(0)} ms`);
console.log(
  `parse + extraction: ${cpuParse.toFixed(0)} ms CPU, ${rate.toFixed(1)} MB/s (target ${TARGET_MB_PER_S} MB/s); wall ${tParse.toFixed(0)} ms, ${(mb / (tParse / 1000)).toFixed(1)} MB/s`,
);
console.log(
  `review with the lifecycle rules (parse included): ${tReview.toFixed(0)} ms, ${(mb / (tReview / 1000)).toFixed(1)} MB/s, ${result.findings.length} findings`,
);
if (rate < TARGET_MB_PER_S) {
  console.error(`below the target of ${TARGET_MB_PER_S} MB/s`);
  process.exitCode = 1;
}
