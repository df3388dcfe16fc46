import type { World } from '../engine/world.js';

// Helm charts in a repository, by their directories: compat/ asks which chart's crds/ directory
// holds a CRD (Helm installs those on first installs only, and never upgrades or deletes them),
// parse/ whether a file with template actions lies there (Helm applies them as written).

/**
 * A Helm chart's directory: it holds Chart.yaml, or, where Chart.yaml is generated and not
 * committed (gloo's install/helm/gloo: Chart-template.yaml and values-template.yaml, Chart.yaml
 * and values.yaml in .gitignore), a templates/ directory beside a Chart*.yaml or values*.yaml.
 */
export function isChartDirectory(paths: readonly string[], dir: string): boolean {
  const prefix = dir === '' ? '' : `${dir}/`;
  let templates = false;
  let chartOrValues = false;
  for (const p of paths) {
    if (!p.startsWith(prefix)) continue;
    const rest = p.slice(prefix.length);
    if (rest === 'Chart.yaml') return true;
    if (rest.startsWith('templates/')) templates = true;
    else if (/^(?:Chart|values)[^/]*\.ya?ml$/.test(rest)) chartOrValues = true;
  }
  return templates && chartOrValues;
}

/** The nearest chart directory at or above the file's directory, among these paths; undefined when none is. */
export function chartContaining(paths: readonly string[], file: string): string | undefined {
  const dirs = file.split('/').slice(0, -1);
  for (let i = dirs.length; i >= 0; i--) {
    const dir = dirs.slice(0, i).join('/');
    if (isChartDirectory(paths, dir)) return dir;
  }
  return undefined;
}

/** The chart whose crds/ directory holds the file, in one of the worlds; undefined when none does. */
export function chartOfCrdsFile(file: string, worlds: readonly (World | undefined)[]): string | undefined {
  const dirs = file.split('/').slice(0, -1);
  for (const [i, dir] of dirs.entries()) {
    if (dir !== 'crds') continue;
    const chart = dirs.slice(0, i).join('/');
    if (worlds.some((w) => w !== undefined && isChartDirectory(w.paths(), chart))) return chart;
  }
  return undefined;
}
