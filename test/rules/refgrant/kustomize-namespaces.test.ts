import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseManifestFile } from '../../../src/parse/manifest-file.js';
import { kustomizeNamespaces } from '../../../src/rules/refgrant/kustomize-namespaces.js';

// The namespaces kustomizations give to the files they build: the outermost kustomization that
// sets one wins, each kustomization no other lists is one way to build, and what is not listed
// (or listed remotely) gets nothing.

const ROUTE = 'apiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\nmetadata: {name: web}\n';

const namespacesOf = (files: Readonly<Record<string, string>>): Record<string, string[]> => {
  const parsed = Object.entries(files).map(([p, t]) => parseManifestFile(p, t));
  return Object.fromEntries(
    [
      ...kustomizeNamespaces(
        Object.keys(files),
        parsed,
        parsed.flatMap((f) => f.objects.filter((o) => o.kind === 'Kustomization')),
      ),
    ].map(([f, ns]) => [f, [...ns].sort()]),
  );
};

/** A Flux Kustomization (onedr0p's cluster-template writes one per app, in ks.yaml). */
const flux = (spec: string) =>
  `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: web, namespace: flux-system}\nspec: ${spec}\n`;
const SELF = 'sourceRef: {kind: GitRepository, name: flux-system}';

describe('kustomizeNamespaces', () => {
  it.each([
    [
      'the files its resources list, not the others beside them',
      {
        'a/kustomization.yaml': 'namespace: apps\nresources: [route.yaml]\n',
        'a/route.yaml': ROUTE,
        'a/other.yaml': ROUTE,
      },
      { 'a/route.yaml': ['apps'] },
    ],
    [
      'with apiVersion and kind',
      {
        'a/kustomization.yml':
          'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: apps\nresources: [route.yaml]\n',
        'a/route.yaml': ROUTE,
      },
      { 'a/route.yaml': ['apps'] },
    ],
    [
      'a file in a subdirectory',
      { 'a/kustomization.yaml': 'namespace: apps\nresources: [sub/route.yaml]\n', 'a/sub/route.yaml': ROUTE },
      { 'a/sub/route.yaml': ['apps'] },
    ],
    [
      'an overlay over a base without one',
      {
        'base/kustomization.yaml': 'resources: [route.yaml]\n',
        'base/route.yaml': ROUTE,
        'o/kustomization.yaml': 'namespace: apps\nbases: [../base]\n',
      },
      { 'base/route.yaml': ['apps'] },
    ],
    [
      "the outermost wins over the base's own",
      {
        'base/kustomization.yaml': 'namespace: web\nresources: [route.yaml]\n',
        'base/route.yaml': ROUTE,
        'o/kustomization.yaml': 'namespace: apps\nresources: [../base/]\n',
      },
      { 'base/route.yaml': ['apps'] },
    ],
    [
      'through a kustomization without one',
      {
        'base/kustomization.yaml': 'resources: [route.yaml]\n',
        'base/route.yaml': ROUTE,
        'm/kustomization.yaml': 'resources: [../base]\n',
        'o/kustomization.yaml': 'namespace: apps\nresources: [../m]\n',
      },
      { 'base/route.yaml': ['apps'] },
    ],
    [
      'two overlays: both',
      {
        'base/kustomization.yaml': 'resources: [route.yaml]\n',
        'base/route.yaml': ROUTE,
        'o1/kustomization.yaml': 'namespace: apps\nresources: [../base]\n',
        'o2/kustomization.yaml': 'namespace: web\nresources: [../base]\n',
      },
      { 'base/route.yaml': ['apps', 'web'] },
    ],
    [
      'a root without any namespace gives none',
      { 'base/kustomization.yaml': 'resources: [route.yaml]\n', 'base/route.yaml': ROUTE },
      {},
    ],
    [
      'remote, absolute and missing entries are not followed',
      {
        'a/kustomization.yaml':
          'namespace: apps\nresources: [https://example.com/x.yaml, /abs/route.yaml, github.com/o/r/base, ../nowhere, 7, {path: x}]\n',
        'abs/route.yaml': ROUTE,
      },
      {},
    ],
    [
      "a Flux Kustomization's targetNamespace, for the kustomization at its path",
      {
        'apps/web/ks.yaml': flux(`{path: ./apps/web/app, targetNamespace: web, ${SELF}, interval: 1h}`),
        'apps/web/app/kustomization.yaml': 'resources: [route.yaml]\n',
        'apps/web/app/route.yaml': ROUTE,
      },
      { 'apps/web/app/route.yaml': ['web'] },
    ],
    [
      "a Flux targetNamespace over the kustomization's own, and a path without ./",
      {
        'ks.yaml': flux(`{path: apps/web/, targetNamespace: web, ${SELF}}`),
        'apps/web/kustomization.yaml': 'namespace: apps\nresources: [route.yaml]\n',
        'apps/web/route.yaml': ROUTE,
      },
      { 'apps/web/route.yaml': ['web'] },
    ],
    [
      'a Flux Kustomization over another source names another tree',
      {
        'ks.yaml': flux('{path: ./app, targetNamespace: web, sourceRef: {kind: GitRepository, name: upstream}}'),
        'app/kustomization.yaml': 'resources: [route.yaml]\n',
        'app/route.yaml': ROUTE,
      },
      {},
    ],
    [
      'a Flux Kustomization without targetNamespace, or whose path holds no kustomization',
      {
        'ks.yaml': `${flux(`{path: ./app, ${SELF}}`)}---\n${flux(`{path: ./plain, targetNamespace: web, ${SELF}}`)}`,
        'app/kustomization.yaml': 'resources: [route.yaml]\n',
        'app/route.yaml': ROUTE,
        'plain/route.yaml': ROUTE,
      },
      {},
    ],
    [
      'an unreadable kustomization gives nothing',
      { 'a/kustomization.yaml': 'namespace: [apps\n', 'a/route.yaml': ROUTE },
      {},
    ],
  ])('%s', (_name, files, expected) => {
    expect(namespacesOf(files)).toEqual(expected);
  });
});

describe('kustomizeNamespaces: any graph of kustomizations', () => {
  const DIRS = ['a', 'b', 'c', 'd'];
  const entry = fc.oneof(
    fc.constantFrom(
      ...DIRS.map((d) => `../${d}`),
      ...DIRS.map((d) => `../${d}/route.yaml`),
      'route.yaml',
      '.',
      './',
      '..',
      '',
    ),
    fc.string({ maxLength: 8 }),
  );
  const kustomization = fc.record({
    namespace: fc.option(fc.constantFrom('apps', 'web', 'x'), { nil: undefined }),
    resources: fc.array(entry, { maxLength: 4 }),
    components: fc.array(entry, { maxLength: 2 }),
  });

  it('never throws; gives only listed files, and only namespaces some kustomization sets', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(kustomization, { nil: undefined }), { minLength: DIRS.length, maxLength: DIRS.length }),
        (ks) => {
          const files: Record<string, string> = {};
          ks.forEach((k, i) => {
            files[`${DIRS[i] ?? ''}/route.yaml`] = ROUTE;
            if (k) files[`${DIRS[i] ?? ''}/kustomization.yaml`] = JSON.stringify(k);
          });
          const set = new Set<string>(ks.flatMap((k) => (k?.namespace === undefined ? [] : [k.namespace])));
          for (const [file, namespaces] of Object.entries(namespacesOf(files))) {
            expect(files[file]).toBe(ROUTE);
            for (const ns of namespaces) expect(set.has(ns)).toBe(true);
          }
        },
      ),
    );
  });
});
