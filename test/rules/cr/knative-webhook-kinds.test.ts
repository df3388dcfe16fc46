import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knativeWebhookKinds } from '../../../src/rules/cr/knative-webhook-kinds.js';

// The kinds a knative webhook defaults, from the map the repository's Go hands
// defaulting.NewAdmissionController (tektoncd/operator's pkg/webhook/webhook.go).
const registration = (name: string, types = 'types') =>
  `func New(ctx context.Context) *controller.Impl {\n\treturn defaulting.NewAdmissionController(ctx,\n\t\t// Name of the resource webhook.\n\t\t"${name}",\n\t\t"/defaulting",\n\t\t${types},\n\t\tfunc(ctx context.Context) context.Context { return ctx },\n\t\ttrue,\n\t)\n}\n`;
const map =
  'var types = map[schema.GroupVersionKind]resourcesemantics.GenericCRD{\n\tv1alpha1.SchemeGroupVersion.WithKind(v1alpha1.KindTektonConfig): &v1alpha1.TektonConfig{},\n\tv1alpha1.SchemeGroupVersion.WithKind("TektonPruner"): &v1alpha1.TektonPruner{},\n}\n';
const setTypes =
  'func SetTypes(p string) {\n\tif p == "openshift" {\n\t\ttypes[v1alpha1.SchemeGroupVersion.WithKind(v1alpha1.KindTektonAddon)] = &v1alpha1.TektonAddon{}\n\t}\n}\n';

describe('knativeWebhookKinds', () => {
  it('reads the Go types of the map, in its literal and where its package adds to it, in any file of the package', () => {
    const files = [
      {
        path: 'pkg/webhook/webhook.go',
        text: `package webhook\n\n${map}\n${registration('webhook.operator.tekton.dev')}`,
      },
      { path: 'pkg/webhook/platform.go', text: `package webhook\n\n${setTypes}` },
      { path: 'pkg/other/other.go', text: 'package other\n\nfunc f() { types[x] = &v1alpha1.Elsewhere{} }\n' },
    ];
    expect([...(knativeWebhookKinds(files, 'webhook.operator.tekton.dev') ?? [])].sort()).toEqual([
      'TektonAddon',
      'TektonConfig',
      'TektonPruner',
    ]);
  });

  it('reads no kind for a webhook another constructor registers (tektoncd/operator proxy webhook of Pods)', () => {
    const proxy =
      'package proxy\n\nfunc NewProxy(ctx context.Context) *controller.Impl {\n\treturn NewAdmissionController(ctx,\n\t\t"proxy.operator.tekton.dev",\n\t\t"/defaulting",\n\t\tfunc(ctx context.Context) context.Context { return ctx },\n\t\ttrue,\n\t)\n}\n';
    expect(
      knativeWebhookKinds([{ path: 'pkg/reconciler/proxy/controller.go', text: proxy }], 'proxy.operator.tekton.dev'),
    ).toEqual(new Set());
  });

  it('says nothing of another webhook, of a map it cannot read, or of an expression in place of a variable', () => {
    const files = (text: string) => [{ path: 'pkg/webhook/webhook.go', text: `package webhook\n\n${text}` }];
    expect(knativeWebhookKinds(files(`${map}${registration('webhook.operator.tekton.dev')}`), 'other.dev')).toBe(
      undefined,
    );
    expect(knativeWebhookKinds(files(registration('w.dev')), 'w.dev')).toBe(undefined);
    expect(knativeWebhookKinds(files(`${map}${registration('w.dev', 'typesFor(ctx)')}`), 'w.dev')).toBe(undefined);
  });

  it('never throws, on any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('(', ')', '{', '}', '[', ']', ',', '"', '/', '\n', 'a', ' ') }),
        (noise) => {
          const text = `defaulting.NewAdmissionController(ctx, "w.dev", ${noise}`;
          const kinds = knativeWebhookKinds(
            [
              { path: 'a.go', text },
              { path: 'b.go', text: noise },
            ],
            'w.dev',
          );
          expect(kinds === undefined || kinds.size > 0).toBe(true);
        },
      ),
    );
  });
});
