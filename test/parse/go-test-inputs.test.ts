import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goTestInputsOf } from '../../src/parse/go-test-inputs.js';
import { nonObjectFiles } from '../../src/parse/non-object-files.js';
import { reviewFiles } from '../support/review-files.js';
import { apiVersion } from '../../src/rules/crd/api-version/api-version.js';

// gloo's projects/gloo/cli/pkg/cmd/install: knative_test.go compares a string with the Knative
// release it keeps beside it, knative_test_yaml.yaml.
const TEST = `package install

func TestKnative(t *testing.T) {
	want, _ := os.ReadFile("knative_test_yaml.yaml")
	other, _ := os.ReadFile(\`expected.json\`)
	samples, _ := os.ReadFile("../../config/samples/widget.yaml")
	format := fmt.Sprintf("%s.yaml", name)
	// os.ReadFile("mentioned.yaml") in a comment
	t.Run("config.yaml", func(t *testing.T) {})
	out := filepath.Join(t.TempDir(), "ship.yaml") /* "block.yaml" */
	golden := filepath.Join(filepath.Dir(currentFile), "golden.yaml")
}
`;

describe('goTestInputsOf', () => {
  it('names the data files a Go test names by their bare names, beside it', () => {
    expect(goTestInputsOf('pkg/install/knative_test.go', Buffer.from(TEST))).toEqual([
      'pkg/install/knative_test_yaml.yaml',
      'pkg/install/expected.json',
      'pkg/install/golden.yaml',
    ]);
    expect(goTestInputsOf('knative_test.go', TEST)).toEqual(['knative_test_yaml.yaml', 'expected.json', 'golden.yaml']);
  });

  it('leaves out a CRD controller-gen generated beside the API types, which the repository ships', () => {
    // nephio-project/porch: a test reads porch.kpt.dev_packagerevisions.yaml beside its types.
    const reads =
      'package v1\n\nvar p = filepath.Join(here(), "porch.kpt.dev_packagerevisions.yaml")\nvar q = os.ReadFile("fixture.yaml")\n';
    expect(goTestInputsOf('api/v1/crd_test.go', reads)).toEqual(['api/v1/fixture.yaml']);
  });

  it('reads only test files, outside the directories of what a repository ships', () => {
    expect(goTestInputsOf('pkg/install/knative.go', TEST)).toEqual([]);
    expect(goTestInputsOf('config/samples/samples_test.go', TEST)).toEqual([]);
    expect(goTestInputsOf('examples/validate_test.go', TEST)).toEqual([]);
  });

  // goharbor/harbor-operator: partial Harbor specs in the package's manifests/, read by its tests.
  it('names files below the test directory, and a directory read by a concatenated name as a pattern', () => {
    const reads = [
      'package harbor',
      'var a = getSpec("./manifests/trivy/default.yaml")',
      'var b = fileString("./manifests/jobservice/" + filename + ".yaml")',
      'var c = os.ReadFile("config/samples/widget.yaml")',
      'var d = os.ReadFile("../../deploy/widget.yaml")',
      '',
    ].join('\n');
    expect(goTestInputsOf('controllers/harbor/harbor_test.go', reads)).toEqual([
      'controllers/harbor/manifests/trivy/default.yaml',
      'controllers/harbor/manifests/jobservice/*.yaml',
    ]);
    const nonObjects = nonObjectFiles([
      { path: 'controllers/harbor/harbor_test.go', head: reads },
      { path: 'controllers/harbor/manifests/jobservice/a.yaml', head: 'a: 1\n' },
      { path: 'controllers/harbor/manifests/jobservice/b.yaml', head: 'b: 1\n' },
      { path: 'controllers/harbor/manifests/jobservice/deeper/c.yaml', head: 'c: 1\n' },
    ]).head;
    expect([...nonObjects]).toEqual([
      ['controllers/harbor/manifests/trivy/default.yaml', 'test-input'],
      ['controllers/harbor/manifests/jobservice/a.yaml', 'test-input'],
      ['controllers/harbor/manifests/jobservice/b.yaml', 'test-input'],
    ]);
  });

  it('never throws, and names only files of the test directory and below it', () => {
    fc.assert(
      fc.property(fc.string(), (source) => {
        for (const input of goTestInputsOf('a/b_test.go', source))
          expect(input).toMatch(/^a\/(?:[A-Za-z0-9_][\w.-]*\/)*[^/]*\.(?:ya?ml|json)$/);
      }),
    );
  });

  it('makes them test inputs, whose objects are not reviewed', () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1beta1\nkind: CustomResourceDefinition\nmetadata: {name: as.b.c}\nspec: {group: b.c, names: {kind: A, plural: as}, scope: Namespaced, version: v1}\n';
    const files = { 'pkg/install/knative_test.go': TEST, 'pkg/install/knative_test_yaml.yaml': crd };
    expect(
      nonObjectFiles([{ path: 'pkg/install/knative_test.go', head: TEST }]).head.get(
        'pkg/install/knative_test_yaml.yaml',
      ),
    ).toBe('test-input');
    expect(reviewFiles([apiVersion], files)).toEqual([]);
    expect(reviewFiles([apiVersion], { 'pkg/install/knative_test_yaml.yaml': crd }).map((f) => f.ruleId)).toEqual([
      'crd/api-version',
    ]);
  });
});
