import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/rules/index.js';
import { located, reviewFiles } from '../support/review-files.js';

// Template placeholders in files that still parse as YAML: a finding about a placeholder judges
// the template, not an object anyone applies; one whose identity is a placeholder is no object.

const route = (backendNamespace: string, routeNamespace = 'apps') => `apiVersion: gateway.networking.k8s.io/v1
kind: HTTPRoute
metadata:
  name: web
  namespace: ${routeNamespace}
spec:
  parentRefs:
  - name: \${GATEWAY_NAME}
  hostnames: ["app.\${DOMAIN}"]
  rules:
  - backendRefs:
    - name: api
      namespace: ${backendNamespace}
      port: 8080
`;

describe('template placeholders in values that parse', () => {
  it('a reference to another namespace is judged (the control)', () => {
    expect(reviewFiles(RULES, { 'route.yaml': route('backends') }).map(located)).toEqual([
      'refgrant/not-permitted route.yaml:12:7 spec.rules[0].backendRefs[0]',
    ]);
  });

  it.each([
    { name: 'an envsubst namespace (Flux post-build substitution)', namespace: '${BACKEND_NS}' },
    { name: 'a quoted Helm namespace', namespace: '"{{ .Values.backendNamespace }}"' },
  ])('a reference whose namespace is $name is not', ({ namespace }) => {
    expect(reviewFiles(RULES, { 'route.yaml': route(namespace) }).map(located)).toEqual([]);
  });

  it('an object whose namespace or name is a placeholder is a template: noted, not reviewed', () => {
    const findings = reviewFiles(RULES, { 'route.yaml': route('backends', '${TENANT}') });
    expect(findings.map((f) => [located(f), f.severity, f.message])).toEqual([
      [
        'parse/template route.yaml:5:14',
        'notice',
        'looks like a template: metadata.namespace is envsubst placeholder `${TENANT}`; the object is known only once rendered, so it was not reviewed',
      ],
    ]);
  });

  it('a CRD rendered by Helm from quoted values is a template', () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: "{{ .Values.plural }}.{{ .Values.group }}"\nspec:\n  group: "{{ .Values.group }}"\n';
    expect(reviewFiles(RULES, { 'templates/crd.yaml': crd }).map((f) => [located(f), f.severity])).toEqual([
      ['parse/template templates/crd.yaml:4:10', 'notice'],
    ]);
  });

  it('template text that real objects hold (alert templates in quoted strings) leaves the object and its other findings alone', () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: alerts.example.com}\nspec:\n  group: example.com\n  names: {kind: Alert, listKind: AlertList, plural: alerts, singular: alert}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          spec:\n            type: object\n            properties:\n              summary: {type: string}\n';
    const alert =
      'apiVersion: example.com/v1\nkind: Alert\nmetadata: {name: down, namespace: mon}\nspec:\n  summary: "{{ $labels.instance }} is down"\n  colour: red\n';
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'alert.yaml': alert }).map(located)).toEqual([
      'cr/unknown-field alert.yaml:6:3 spec.colour',
    ]);
  });

  it('a field the schema does not declare is one whatever its value; a key that is a placeholder is not judged', () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: alerts.example.com}\nspec:\n  group: example.com\n  names: {kind: Alert, listKind: AlertList, plural: alerts, singular: alert}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          spec:\n            type: object\n            properties:\n              summary: {type: string}\n';
    const alert = (key: string) =>
      `apiVersion: example.com/v1\nkind: Alert\nmetadata: {name: down, namespace: mon}\nspec:\n  summary: ok\n  ${key}: "{{ .Values.colour }}"\n`;
    // argo-cd's ApplicationSet docs: `useCredentials: "{{.useCredentials}}"` where the CRD has no such field.
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'alert.yaml': alert('colour') }).map(located)).toEqual([
      'cr/unknown-field alert.yaml:6:3 spec.colour',
    ]);
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'alert.yaml': alert('"{{ .Values.key }}"') }).map(located)).toEqual(
      [],
    );
  });

  it('a value in the capitals-in-braces form of conformance manifests is not judged against its pattern', () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: classes.example.com}\nspec:\n  group: example.com\n  names: {kind: Class, listKind: ClassList, plural: classes, singular: class}\n  scope: Cluster\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          spec:\n            type: object\n            properties:\n              controllerName: {type: string, pattern: "^[a-z.]+/[a-z-]+$"}\n';
    const klass = (name: string) =>
      `apiVersion: example.com/v1\nkind: Class\nmetadata: {name: c}\nspec:\n  controllerName: "${name}"\n`;
    expect(
      reviewFiles(RULES, { 'crd.yaml': crd, 'class.yaml': klass('{GATEWAY_CONTROLLER_NAME}') }).map(located),
    ).toEqual([]);
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'class.yaml': klass('Not A Controller') }).map(located)).toEqual([
      'cr/schema class.yaml:5:19 spec.controllerName',
    ]);
  });

  it('a whole value in angle brackets, as documentation examples mark what the reader fills in, is not judged against its pattern', () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: realms.example.com}\nspec:\n  group: example.com\n  names: {kind: Realm, listKind: RealmList, plural: realms, singular: realm}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          spec:\n            type: object\n            properties:\n              endpoint: {type: string, pattern: "^https?://"}\n';
    const realm = (endpoint: string) =>
      `apiVersion: example.com/v1\nkind: Realm\nmetadata: {name: r, namespace: ns}\nspec:\n  # replace with the endpoint of the primary zone\n  endpoint: ${endpoint}\n`;
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'realm.yaml': realm('<endpoint>') }).map(located)).toEqual([]);
    // An ellipsis is what documentation leaves for the reader to write (external-secrets' `caBundle: "..."`).
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'realm.yaml': realm('"..."') }).map(located)).toEqual([]);
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'realm.yaml': realm('"...x"') }).map(located)).toEqual([
      'cr/schema realm.yaml:6:13 spec.endpoint',
    ]);
    expect(
      reviewFiles(RULES, { 'crd.yaml': crd, 'realm.yaml': realm('<primary zone endpoint>') }).map(located),
    ).toEqual([]);
    // kube-ovn's e2e manifests name what a test fills in after a file's number.
    expect(
      reviewFiles(RULES, { 'crd.yaml': crd, 'realm.yaml': realm('<00-lnet-simple-endpoint>') }).map(located),
    ).toEqual([]);
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'realm.yaml': realm('"<5>"') }).map(located)).toEqual([
      'cr/schema realm.yaml:6:13 spec.endpoint',
    ]);
    // Angle brackets that are not the whole value are a value like any other.
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'realm.yaml': realm('host-<endpoint>') }).map(located)).toEqual([
      'cr/schema realm.yaml:6:13 spec.endpoint',
    ]);
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'realm.yaml': realm('"<>"') }).map(located)).toEqual([
      'cr/schema realm.yaml:6:13 spec.endpoint',
    ]);
    // A value in capitals that calls itself a placeholder (gateway-api's conformance suite
    // substitutes PLACEHOLDER_USABLE_ADDRS); a word that only contains it is a value.
    expect(
      reviewFiles(RULES, { 'crd.yaml': crd, 'realm.yaml': realm('PLACEHOLDER_USABLE_ADDRS') }).map(located),
    ).toEqual([]);
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'realm.yaml': realm('placeholder') }).map(located)).toEqual([
      'cr/schema realm.yaml:6:13 spec.endpoint',
    ]);
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'realm.yaml': realm('NOPLACEHOLDERS') }).map(located)).toEqual([
      'cr/schema realm.yaml:6:13 spec.endpoint',
    ]);
    // What a script's sed replaces (gravitee's runbooks: REPLACE_WITH_TOMORROW), and CHANGEME; a
    // bare REPLACE is a value (an EnvoyFilter's patch operation), as is a word that holds one.
    // A run of X's too (openshift/cert-manager-operator's samples: `request: XXX`, a CSR to fill in).
    for (const mark of ['REPLACE_WITH_TOMORROW', 'REPLACEME', 'CHANGEME', 'CHANGE_ME', 'XXX', 'XXXXXXXX'])
      expect(reviewFiles(RULES, { 'crd.yaml': crd, 'realm.yaml': realm(mark) }).map(located), mark).toEqual([]);
    for (const value of ['REPLACE', 'REPLACE_', 'MY_REPLACE_VALUE', 'EXCHANGEME', 'XX', 'XXXL'])
      expect(reviewFiles(RULES, { 'crd.yaml': crd, 'realm.yaml': realm(value) }).map(located), value).toEqual([
        'cr/schema realm.yaml:6:13 spec.endpoint',
      ]);
  });

  it("fasttemplate's `<< Name >>` tags (open-cluster-management's e2e harness) are placeholders, in embedded metadata too", () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: templates.example.com}\nspec:\n  group: example.com\n  names: {kind: Template, listKind: TemplateList, plural: templates, singular: template}\n  scope: Cluster\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          spec:\n            type: object\n            properties:\n              signer: {type: string, pattern: "^[a-z.]+/[a-z-]+$"}\n              manifests:\n                type: array\n                items: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}\n';
    const template = (value: string) =>
      `apiVersion: example.com/v1\nkind: Template\nmetadata: {name: t}\nspec:\n  signer: ${value}\n  manifests:\n  - apiVersion: v1\n    kind: ServiceAccount\n    metadata:\n      name: agent\n      namespace: ${value}\n`;
    expect(
      reviewFiles(RULES, { 'crd.yaml': crd, 'template.yaml': template('<< AddonInstallNamespace >>') }).map(located),
    ).toEqual([]);
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'template.yaml': template('<<Signer>>') }).map(located)).toEqual([]);
    expect(
      reviewFiles(RULES, { 'crd.yaml': crd, 'template.yaml': template('"<< two words >>"') }).map(located),
    ).toEqual([
      'cr/schema template.yaml:5:11 spec.signer',
      'cr/metadata template.yaml:11:18 spec.manifests[0].metadata.namespace',
    ]);
  });

  it("a oneOf over a node that holds a placeholder is not judged: the value filled in may decide it (gateway-api's static addresses)", () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: gates.example.com}\nspec:\n  group: example.com\n  names: {kind: Gate, listKind: GateList, plural: gates, singular: gate}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          spec:\n            type: object\n            properties:\n              addresses:\n                type: array\n                items:\n                  type: object\n                  properties:\n                    type: {type: string, default: IPAddress}\n                    value: {type: string}\n                  oneOf:\n                  - properties: {type: {enum: [IPAddress]}, value: {pattern: "^[0-9.]+$"}}\n                  - properties: {type: {not: {enum: [IPAddress]}}}\n';
    const gate = (value: string) =>
      `apiVersion: example.com/v1\nkind: Gate\nmetadata: {name: g, namespace: ns}\nspec:\n  addresses:\n  - value: ${value}\n`;
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'gate.yaml': gate('PLACEHOLDER_USABLE_ADDRS') }).map(located)).toEqual(
      [],
    );
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'gate.yaml': gate('not-an-address') }).map(located)).toEqual([
      'cr/schema gate.yaml:6:5 spec.addresses[0]',
      'cr/schema gate.yaml:6:12 spec.addresses[0].value',
    ]);
  });

  const gateCrd = (schema: string) =>
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: gates.example.com}\nspec:\n  group: example.com\n  names: {kind: Gate, listKind: GateList, plural: gates, singular: gate}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n${schema.replace(/^/gm, '        ')}\n`;
  const gateOf = (spec: string) =>
    `apiVersion: example.com/v1\nkind: Gate\nmetadata: {name: g, namespace: ns}\nspec:\n${spec}\n`;

  it('an anyOf at the schema root over a placeholder is not judged either', () => {
    const crd = gateCrd(
      'type: object\nanyOf: [{properties: {spec: {properties: {value: {pattern: "^[0-9.]+$"}}}}}]\nproperties:\n  spec: {type: object, properties: {value: {type: string}}}',
    );
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'gate.yaml': gateOf('  value: ${ADDR}') }).map(located)).toEqual([]);
    expect(
      reviewFiles(RULES, { 'crd.yaml': crd, 'gate.yaml': gateOf('  value: not-an-address') }).map(located),
    ).toEqual(['cr/schema gate.yaml:2:7 kind', 'cr/schema gate.yaml:5:10 spec.value']);
  });

  it('a placeholder under a nested metadata (a pod template) counts for the rule that judges it', () => {
    const crd = gateCrd(
      'type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      template:\n        type: object\n        x-kubernetes-validations: [{rule: "self.metadata.app == \'web\'"}]\n        properties:\n          metadata: {type: object, properties: {app: {type: string}}}',
    );
    const shown = (app: string) =>
      reviewFiles(RULES, { 'crd.yaml': crd, 'gate.yaml': gateOf(`  template:\n    metadata:\n      app: ${app}`) }).map(
        (f) => `${f.severity} ${located(f)}`,
      );
    // Not evaluated on a value not known (a notice), where a known value fails the rule.
    expect(shown('${APP}')).toEqual(['notice cr/cel gate.yaml:5:3 spec.template']);
    expect(shown('db')).toEqual(['error cr/cel gate.yaml:5:3 spec.template']);
  });

  it('an object named by an angle-bracket placeholder is a template, not an invalid name', () => {
    const map =
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: <cluster-name>\n  namespace: default\ndata: {a: b}\n';
    expect(reviewFiles(RULES, { 'map.yaml': map }).map((f) => [located(f), f.severity, f.message])).toEqual([
      [
        'parse/template map.yaml:4:9',
        'notice',
        'looks like a template: metadata.name is placeholder `<cluster-name>`; the object is known only once rendered, so it was not reviewed',
      ],
    ]);
  });

  it.each([
    ['ROLLOUT_NAME', 9],
    ['app-ID', 13],
    ['BI-V100-demo', 9], // `V100` is a product's code (below); `BI` may be a fill-in
  ])(
    'an object named %s (a part in capitals) is taken for a template, and the notice says the name is refused as written',
    (name, column) => {
      const map = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: default\ndata: {a: b}\n`;
      const part = /(?:^|-)([A-Z][A-Z0-9_]+)(?=$|-)/.exec(name)?.[1];
      expect(reviewFiles(RULES, { 'map.yaml': map }).map((f) => [located(f), f.severity, f.message])).toEqual([
        [
          `parse/template map.yaml:4:${column}`,
          'notice',
          `looks like a template: metadata.name is placeholder \`${part}\`, a part in capitals, which no name may hold: taken for a fill-in a script replaces, the object was not reviewed (applied as written, the apiserver refuses the name)`,
        ],
      ]);
    },
  );

  // HAMi's examples name objects for GPUs.
  it('a name whose only part in capitals is a product code (letters, then digits) is an invalid name, not a template', () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}\n';
    const cr = 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: A100-demo\n';
    expect(reviewFiles(RULES, { 'crd.yaml': crd, 'cr.yaml': cr }).map(located)).toEqual([
      'cr/metadata cr.yaml:4:9 metadata.name',
    ]);
  });

  it.each([
    ['e2e-$$name$$', 13, 'placeholder `$$name$$`'],
    ['REPLACE_NAME', 9, 'placeholder `REPLACE_NAME`'],
    ['${ CLUSTER_NAME }', 9, 'envsubst placeholder `${ CLUSTER_NAME }`'],
    ['CHANGEME', 9, 'placeholder `CHANGEME`'],
    // openebs's bdc-create.tpl.json: sed fills `@bdc_name@` before kubectl sees the file.
    ['"@bdc_name@"', 10, 'placeholder `@bdc_name@`'],
    ['"%app_name%"', 10, 'placeholder `%app_name%`'],
    // kosmos's deploy/cluster_yaml: `kubeconfig: _kubeconfig_`, beside `__kubeconfig__` in a Secret.
    ['_cluster_name_', 9, 'placeholder `_cluster_name_`'],
    ['__name__', 9, 'placeholder `__name__`'],
    // cnoe-io/idpbuilder's Backstage skeletons: `name: ${{values.appName}}-settings`.
    ['app-${{values.name}}', 13, 'GitHub Actions or Backstage expression `${{values.name}}`'],
    // stolostron/multicloud-operators-subscription's perf templates, which a script seds.
    ['appsub-<APPSUB-NUM>', 16, 'placeholder `<APPSUB-NUM>`'],
    ['ns-<tenant.name>-db', 12, 'placeholder `<tenant.name>`'],
    // RamenDR/ramen's resources, which Python's string.Template substitutes.
    ['dr-policy-$interval', 19, 'envsubst placeholder `$interval`'],
  ])(
    'an object named %s (a part in capitals, a name between doubled dollars) is a template',
    (name, column, syntax) => {
      const map = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: default\ndata: {a: b}\n`;
      expect(reviewFiles(RULES, { 'map.yaml': map }).map((f) => [located(f), f.severity, f.message])).toEqual([
        [
          `parse/template map.yaml:4:${column}`,
          'notice',
          `looks like a template: metadata.name is ${syntax}; the object is known only once rendered, so it was not reviewed`,
        ],
      ]);
    },
  );

  // kubean's artifacts/template/*.template.yml: a skeleton its script names with yq before applying a copy.
  it('an object in a file named as a template, its name holding a run of capitals, is a template', () => {
    const map =
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: GizmoOfflineVersionNAME\n  namespace: default\ndata: {a: b}\n';
    expect(
      reviewFiles(RULES, { 'tools/template/gizmo.template.yml': map }).map((f) => [located(f), f.severity]),
    ).toEqual([['parse/template tools/template/gizmo.template.yml:4:28', 'notice']]);
    // Elsewhere the same name is a name in mixed case: invalid, not a template.
    expect(reviewFiles(RULES, { 'tools/gizmo.yml': map }).map((f) => f.ruleId)).not.toContain('parse/template');
  });

  it('an object named in mixed case is an invalid name, not a template', () => {
    const map = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: myApp\n  namespace: default\ndata: {a: b}\n';
    expect(reviewFiles(RULES, { 'map.yaml': map }).map((f) => f.ruleId)).not.toContain('parse/template');
  });

  it("an object named with uptest's dotted placeholder (upjet providers' examples) is a template, not an invalid name", () => {
    const map =
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: bucket-${Rand.RFC1123Subdomain}\n  namespace: default\ndata: {a: b}\n';
    expect(reviewFiles(RULES, { 'map.yaml': map }).map((f) => [located(f), f.severity, f.message])).toEqual([
      [
        'parse/template map.yaml:4:16',
        'notice',
        'looks like a template: metadata.name is envsubst placeholder `${Rand.RFC1123Subdomain}`; the object is known only once rendered, so it was not reviewed',
      ],
    ]);
  });

  it('a bare envsubst placeholder ($ENABLED, which envsubst replaces as it replaces ${ENABLED}; a whole value $enabled) is not judged against its type', () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: configs.example.com}\nspec:\n  group: example.com\n  names: {kind: Config, listKind: ConfigList, plural: configs, singular: config}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          spec:\n            type: object\n            properties:\n              enabled: {type: boolean}\n              tag: {type: string, pattern: "^[a-z0-9]+$"}\n';
    const config = (spec: string) =>
      `apiVersion: example.com/v1\nkind: Config\nmetadata: {name: default, namespace: ns}\nspec:\n${spec}`;
    expect(
      reviewFiles(RULES, {
        'crd.yaml': crd,
        'config.yaml': config('  enabled: $ADMISSION_CONTROLLERS_ENABLED\n  tag: v$TAG\n'),
      }).map(located),
    ).toEqual([]);
    // A whole value `$name` in lower case is a shell variable too (stackrox's `*.envsubst.yaml`:
    // `mode: "$fam_mode_setting"`); a dollar inside text, or before no name, is text: a string
    // where a boolean is declared, a character the pattern refuses.
    expect(
      reviewFiles(RULES, {
        'crd.yaml': crd,
        'config.yaml': config('  enabled: $enabled\n  tag: $tag_setting\n'),
      }).map(located),
    ).toEqual([]);
    expect(
      reviewFiles(RULES, { 'crd.yaml': crd, 'config.yaml': config('  enabled: $1\n  tag: pa$Sword\n') }).map(located),
    ).toEqual(['cr/schema config.yaml:5:12 spec.enabled', 'cr/schema config.yaml:6:8 spec.tag']);
  });

  it('a chainsaw binding as a whole value is a placeholder: an object named ($test.metadata.name) is a template, not an invalid name', () => {
    const policy =
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ($test.metadata.name)\n  namespace: ($namespace)\ndata: {a: b}\n';
    expect(reviewFiles(RULES, { 'policy.yaml': policy }).map((f) => [located(f), f.severity])).toEqual([
      ['parse/template policy.yaml:4:9', 'notice'],
    ]);
  });

  it("a chainsaw function call as a whole value is a placeholder too (grafana-operator's e2e: a boolean from semver_compare)", () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: boards.example.com}\nspec:\n  group: example.com\n  names: {kind: Board, listKind: BoardList, plural: boards, singular: board}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          spec:\n            type: object\n            properties:\n              enabled: {type: boolean}\n              url: {type: string, pattern: "^https?://.+$"}\n';
    const board = (enabled: string, url: string) =>
      `apiVersion: example.com/v1\nkind: Board\nmetadata: {name: b, namespace: ns}\nspec:\n  enabled: ${enabled}\n  url: ${url}\n`;
    expect(
      reviewFiles(RULES, {
        'crd.yaml': crd,
        'board.yaml': board("(semver_compare(env('V'),'>=12.2.x'))", "(join('',['http://svc.',$namespace,':3000']))"),
      }).map(located),
    ).toEqual([]);
    // Parentheses that read neither a binding nor the environment are a value like any other (a CEL
    // rule in parentheses among them).
    expect(
      reviewFiles(RULES, { 'crd.yaml': crd, 'board.yaml': board('(yes)', '"(has(self.a) || size(self) > 0)"') }).map(
        located,
      ),
    ).toEqual(['cr/schema board.yaml:5:12 spec.enabled', 'cr/schema board.yaml:6:8 spec.url']);
  });

  it('a required key missing beside a placeholder is still missing', () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec:\n  group: example.com\n  names: {kind: Widget, listKind: WidgetList, plural: widgets, singular: widget}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          spec:\n            type: object\n            required: [region]\n            properties:\n              mode: {type: string}\n              region: {type: string}\n';
    const widget = (mode: string) =>
      `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w, namespace: default}\nspec:\n  mode: ${mode}\n`;
    const found = (mode: string) =>
      reviewFiles(RULES, { 'crd.yaml': crd, 'widget.yaml': widget(mode) })
        .filter((f) => f.severity === 'error')
        .map((f) => `${located(f)} ${f.message}`);
    expect(found('fast')).toEqual(['cr/schema widget.yaml:4:1 spec spec.region: Required value']);
    expect(found('<Mode>')).toEqual(found('fast'));
  });
});
